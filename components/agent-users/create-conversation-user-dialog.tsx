"use client";

import { UserPlus } from "lucide-react";

import { FormDialog } from "@/components/ui/form-dialog";

import { CreateConversationUserForm } from "./create-conversation-user-form";

/** "Add user": a conversation user added by hand, e.g. to give them limits before they first write. */
export function CreateConversationUserDialog({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  return (
    <FormDialog
      triggerLabel="Add user"
      triggerIcon={UserPlus}
      title="Add a conversation user"
      description="Users are usually added when they first talk to the agent; add one by hand to prepare their limits."
    >
      {(close) => <CreateConversationUserForm organizationId={organizationId} agentId={agentId} onCreated={close} />}
    </FormDialog>
  );
}
