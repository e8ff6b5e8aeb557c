"use client";

import { FormDialog } from "@/components/ui/form-dialog";
import { useCreateAgentApiKeyMutation } from "@/lib/queries/agents/use-create-agent-api-key-mutation";

import { CreateAgentKeyForm } from "./create-agent-key-form";
import { IntegrationKeyRevealDialog } from "./integration-key-reveal-dialog";

/** "Create key": a key for one of the organization's own systems, its secret shown once after it is created. */
export function CreateAgentKeyDialog({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  const create = useCreateAgentApiKeyMutation(organizationId, agentId);
  return (
    <>
      <FormDialog
        triggerLabel="Create key"
        title="Create a key for an integration"
        description="For one of your own systems that calls the AI Agent API as this agent. Its secret is shown once, right after you create it; the console's own key stays as it is."
      >
        {(close) => <CreateAgentKeyForm create={create} onCreated={close} />}
      </FormDialog>
      <IntegrationKeyRevealDialog issued={create.data} event="created" onClose={() => create.reset()} />
    </>
  );
}
