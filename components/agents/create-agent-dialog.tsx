"use client";

import { FormDialog } from "@/components/ui/form-dialog";

import { CreateAgentForm } from "./create-agent-form";

/** "New agent": the creation form in a dialog, closed once the agent exists. */
export function CreateAgentDialog({ organizationId, triggerLabel = "New agent" }: { organizationId: string; triggerLabel?: string }) {
  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title="New agent"
      description="The console creates the agent's key with it and keeps the secret, so the agent is ready at once."
      className="sm:max-w-2xl"
    >
      {(close) => <CreateAgentForm organizationId={organizationId} onCreated={close} />}
    </FormDialog>
  );
}
