"use client";

import { FormDialog } from "@/components/ui/form-dialog";

import { RegisterWebhookForm } from "./register-webhook-form";

/** "Register webhook": the signing secret the API returns goes to the console's vault, never to the browser. */
export function RegisterWebhookDialog({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  return (
    <FormDialog
      triggerLabel="Register webhook"
      title="Register a webhook"
      description="The agent posts conversation events to it, signed with a secret the console keeps sealed on the server."
      className="sm:max-w-2xl"
    >
      {(close) => <RegisterWebhookForm organizationId={organizationId} agentId={agentId} onRegistered={close} />}
    </FormDialog>
  );
}
