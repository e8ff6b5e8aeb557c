"use client";

import { Inbox } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useRegisterWebhooksMutation } from "@/lib/queries/webhooks/use-register-webhooks-mutation";

import { consoleReceiverRegistration } from "./webhook-form-schema";

/** One click: the console's own receiver, for every event. A refusal is toasted. */
export function RegisterConsoleReceiverButton({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  const register = useRegisterWebhooksMutation(organizationId, agentId);
  return (
    <Button type="button" variant="outline" disabled={register.isPending} onClick={() => register.mutate(consoleReceiverRegistration)}>
      {register.isPending ? <Spinner label="Registering the console's receiver" /> : <Inbox aria-hidden="true" />}
      Register the console&apos;s receiver
    </Button>
  );
}
