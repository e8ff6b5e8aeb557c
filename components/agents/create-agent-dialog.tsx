"use client";

import dynamic from "next/dynamic";

import { FormDialog } from "@/components/ui/form-dialog";
import { LazyPartLoading } from "@/components/ui/lazy-part-loading";

/** The form (and its validation) loads when the dialog first opens, not with the agents page. */
const CreateAgentForm = dynamic(() => import("./create-agent-form").then((module) => module.CreateAgentForm), {
  loading: () => <LazyPartLoading label="Loading the form" />,
});

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
