"use client";

import { Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { CreatePackForm } from "./create-pack-form";

/** "New pack": the creation form in a dialog, closed once the pack exists. */
export function CreatePackDialog({ organizationId, triggerLabel = "New pack" }: { organizationId: string; triggerLabel?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>New pack</DialogTitle>
          <DialogDescription>Create the pack first; you add its documents and link it to agents on its page.</DialogDescription>
        </DialogHeader>
        <CreatePackForm organizationId={organizationId} onCreated={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
