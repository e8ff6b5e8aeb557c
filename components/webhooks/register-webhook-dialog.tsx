"use client";

import { FormDialog } from "@/components/ui/form-dialog";
import { useRegisterWebhooksMutation } from "@/lib/queries/webhooks/use-register-webhooks-mutation";

import { RegisterWebhookForm } from "./register-webhook-form";
import { WebhookSecretRevealDialog } from "./webhook-secret-reveal-dialog";

/**
 * "Register webhook": the console's receiver keeps its signing secret sealed on the server; a URL of the
 * admin's own gets its secret shown once, right after registering, for its receiver to verify deliveries.
 */
export function RegisterWebhookDialog({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  const register = useRegisterWebhooksMutation(organizationId, agentId, { showsOwnErrors: true });
  return (
    <>
      <FormDialog
        triggerLabel="Register webhook"
        title="Register a webhook"
        description="The agent posts conversation events to it, signed so the receiver can tell they are genuine. For a URL of your own, the signing secret is shown once, right after you register."
        className="sm:max-w-2xl"
      >
        {(close) => <RegisterWebhookForm register={register} onRegistered={close} />}
      </FormDialog>
      <WebhookSecretRevealDialog registered={register.data} onClose={() => register.reset()} />
    </>
  );
}
