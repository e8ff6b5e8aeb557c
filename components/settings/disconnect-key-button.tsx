"use client";

import { Unplug } from "lucide-react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useDisconnectKeyMutation } from "@/lib/queries/console-settings/use-disconnect-key-mutation";

/** Disconnects a key after asking; the key itself keeps working upstream until it is revoked there. */
export function DisconnectKeyButton({ keyInfo }: { keyInfo: { id: string; label: string; fingerprint: string } }) {
  const disconnect = useDisconnectKeyMutation();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disconnect.isPending} aria-label={`Disconnect ${keyInfo.label}`}>
          <Unplug aria-hidden="true" />
          Disconnect
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Disconnect {keyInfo.label}?</AlertDialogTitle>
          <AlertDialogDescription>
            The console forgets the key {keyInfo.fingerprint} and stops acting with it. The key still works with the AI Agent
            API until it is revoked there.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => disconnect.mutate({ id: keyInfo.id, label: keyInfo.label })}>
            Disconnect
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
