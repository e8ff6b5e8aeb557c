"use client";

import { Plus, type LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

/** What opens the dialog: a button of its own, or the usual one with an icon (a plus by default) and words. */
type Trigger = { trigger: ReactNode } | { triggerLabel: string; triggerIcon?: LucideIcon };

type Props = Trigger & {
  title: ReactNode;
  description: ReactNode;
  /** Classes of the dialog's box, e.g. a wider `sm:max-w-2xl`. */
  className?: string;
  /** Told when the dialog opens or closes, e.g. to forget what the closed dialog showed. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The dialog's body, given a way to close it (once its form has saved). */
  children: (close: () => void) => ReactNode;
};

/** A dialog opened by a trigger button, with its title and description over a form that closes it once saved. */
export function FormDialog({ title, description, className, onOpenChange, children, ...opener }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  let trigger: ReactNode;
  if ("triggerLabel" in opener) {
    const Icon = opener.triggerIcon ?? Plus;
    trigger = (
      <Button>
        <Icon aria-hidden="true" />
        {opener.triggerLabel}
      </Button>
    );
  } else {
    trigger = opener.trigger;
  }
  function changeOpen(open: boolean) {
    setIsOpen(open);
    onOpenChange?.(open);
  }
  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setIsOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
