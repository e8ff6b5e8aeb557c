"use client";

import { Eye } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { ConversationUserDetails } from "./conversation-user-details";

type Props = { organizationId: string; agentId: string; userId: string; name: string; conversations?: number };

/** "View": a conversation user's details in a dialog. */
export function ConversationUserDialog({ organizationId, agentId, userId, name, conversations }: Props) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="secondary" aria-label={`View ${name}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>A person who talks to this agent.</DialogDescription>
        </DialogHeader>
        <ConversationUserDetails organizationId={organizationId} agentId={agentId} userId={userId} conversations={conversations} />
      </DialogContent>
    </Dialog>
  );
}
