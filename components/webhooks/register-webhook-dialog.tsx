"use client";

import { Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { RegisterWebhookForm } from "./register-webhook-form";

/** "Register webhook": the signing secret the API returns goes to the console's vault, never to the browser. */
export function RegisterWebhookDialog({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Register webhook
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Register a webhook</DialogTitle>
          <DialogDescription>
            The agent posts conversation events to it, signed with a secret the console keeps sealed on the server.
          </DialogDescription>
        </DialogHeader>
        <RegisterWebhookForm organizationId={organizationId} agentId={agentId} onRegistered={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
