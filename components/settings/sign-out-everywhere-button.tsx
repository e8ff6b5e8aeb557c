"use client";

import { MonitorSmartphone } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { useSignOutEverywhereMutation } from "@/lib/queries/session/use-sign-out-everywhere-mutation";

export function SignOutEverywhereButton() {
  const signOutEverywhere = useSignOutEverywhereMutation();
  return (
    <ConfirmAction
      trigger={
        <>
          <MonitorSmartphone aria-hidden="true" />
          Sign out everywhere
        </>
      }
      triggerSize="default"
      disabled={signOutEverywhere.isPending}
      title="Sign out of every device?"
      description="Every session of your account ends on its next request, including this one. You will need to sign in again."
      confirmLabel="Sign out everywhere"
      destructive={false}
      onConfirm={() => signOutEverywhere.mutate()}
    />
  );
}
