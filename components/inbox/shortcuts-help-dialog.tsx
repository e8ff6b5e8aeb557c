"use client";

import { Keyboard } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { inboxShortcuts } from "@/lib/console/inbox/inbox-shortcuts";

/** The inbox's keyboard shortcuts; opened with its button or by pressing `?`. */
export function ShortcutsHelpDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Keyboard aria-hidden="true" />
          Shortcuts
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work anywhere in the inbox except while you are typing in a field.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {inboxShortcuts.map((shortcut) => (
            <div key={shortcut.key} className="contents">
              <dt>
                <kbd className="inline-flex min-w-7 justify-center rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{shortcut.key}</kbd>
              </dt>
              <dd>{shortcut.description}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
