"use client";

import { Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { CreateAgentForm } from "./create-agent-form";

/** "New agent": the creation form in a dialog, closed once the agent exists. */
export function CreateAgentDialog({ organizationId, triggerLabel = "New agent" }: { organizationId: string; triggerLabel?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>New agent</DialogTitle>
          <DialogDescription>The console creates the agent&apos;s key with it and keeps the secret, so the agent is ready at once.</DialogDescription>
        </DialogHeader>
        <CreateAgentForm organizationId={organizationId} onCreated={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
