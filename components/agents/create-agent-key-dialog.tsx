"use client";

import { Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { CreateAgentKeyForm } from "./create-agent-key-form";

/** "Create key": the key's secret goes to the console's vault, never to the browser. */
export function CreateAgentKeyDialog({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create key
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create an API key</DialogTitle>
          <DialogDescription>
            The console keeps the secret in its vault and uses this key for the agent from now on; you see only its fingerprint.
          </DialogDescription>
        </DialogHeader>
        <CreateAgentKeyForm organizationId={organizationId} agentId={agentId} onCreated={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
