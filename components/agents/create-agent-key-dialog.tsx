"use client";

import { FormDialog } from "@/components/ui/form-dialog";

import { CreateAgentKeyForm } from "./create-agent-key-form";

/** "Create key": the key's secret goes to the console's vault, never to the browser. */
export function CreateAgentKeyDialog({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  return (
    <FormDialog
      triggerLabel="Create key"
      title="Create an API key"
      description="The console keeps the secret in its vault and uses this key for the agent from now on; you see only its fingerprint."
    >
      {(close) => <CreateAgentKeyForm organizationId={organizationId} agentId={agentId} onCreated={close} />}
    </FormDialog>
  );
}
