"use client";

import { UserCheck, UserX } from "lucide-react";

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

const copy = {
  disable: {
    button: "Disable",
    title: (name: string) => `Disable ${name}?`,
    description: "They are signed out everywhere at once and cannot sign in until someone enables them again.",
    icon: UserX,
  },
  enable: {
    button: "Enable",
    title: (name: string) => `Enable ${name}?`,
    description: "They can sign in again with their password, with the role shown in the table.",
    icon: UserCheck,
  },
} as const;

type Props = { name: string; action: "disable" | "enable"; disabled?: boolean; onConfirm: () => void };

/** Disables or enables a user, after asking. */
export function UserStatusButton({ name, action, disabled, onConfirm }: Props) {
  const text = copy[action];
  const Icon = text.icon;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled} aria-label={`${text.button} ${name}`}>
          <Icon aria-hidden="true" />
          {text.button}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{text.title(name)}</AlertDialogTitle>
          <AlertDialogDescription>{text.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={action === "disable" ? "destructive" : "default"} onClick={onConfirm}>
            {text.button}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
