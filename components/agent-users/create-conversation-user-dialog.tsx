"use client";

import { UserPlus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { CreateConversationUserForm } from "./create-conversation-user-form";

/** "Add user": a conversation user added by hand, e.g. to give them limits before they first write. */
export function CreateConversationUserDialog({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Add user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a conversation user</DialogTitle>
          <DialogDescription>Users are usually added when they first talk to the agent; add one by hand to prepare their limits.</DialogDescription>
        </DialogHeader>
        <CreateConversationUserForm organizationId={organizationId} agentId={agentId} onCreated={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
