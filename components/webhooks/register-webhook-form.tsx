"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { formIssueMessage } from "@/components/agents/form-issue-message";
import { planRequestError } from "@/components/agents/form-request-error";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { FormServerError } from "@/components/ui/form-server-error";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useRegisterWebhooksMutation } from "@/lib/queries/webhooks/use-register-webhooks-mutation";
import type { RegisterWebhookBody } from "@/lib/schemas/console/webhooks";

import { WebhookDestinationField } from "./webhook-destination-field";
import { webhookFormDefaults, webhookFormSchema, type WebhookFormValues } from "./webhook-form-schema";
import { WebhookHeadersField } from "./webhook-headers-field";
import { WebhookTriggersField } from "./webhook-triggers-field";

const fieldNames = ["title", "description", "triggers", "url", "headers"] as const;
/** Without a URL box on the form, a refusal of the console's own URL is shown above the form. */
const fieldNamesFor = (destination: WebhookFormValues["destination"]) =>
  destination === "custom" ? fieldNames : fieldNames.filter((name) => name !== "url");

type Props = { organizationId: string; agentId: string; onRegistered: () => void };

/** A webhook's title, description, events, destination and headers; the API's refusals land on the fields. */
export function RegisterWebhookForm({ organizationId, agentId, onRegistered }: Props) {
  const register = useRegisterWebhooksMutation(organizationId, agentId, { showsOwnErrors: true });
  const form = useForm<WebhookFormValues, unknown, RegisterWebhookBody>({
    resolver: zodResolver(webhookFormSchema, { error: formIssueMessage }),
    defaultValues: webhookFormDefaults,
    mode: "onTouched",
  });

  async function onSubmit(values: RegisterWebhookBody) {
    try {
      await register.mutateAsync(values);
      onRegistered();
    } catch (error) {
      const plan = planRequestError(error, fieldNamesFor(form.getValues("destination")));
      plan.fields.forEach(({ name, message }, index) => form.setError(name, { message }, { shouldFocus: index === 0 }));
      if (plan.message) form.setError("root.server", { message: plan.message });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <TextField control={form.control} name="title" label="Title" description="Say what the deliveries are for, e.g. “CRM sync”." />
        <TextField control={form.control} name="description" label="Description (optional)" rows={2} />
        <WebhookTriggersField control={form.control} />
        <WebhookDestinationField control={form.control} />
        <WebhookHeadersField control={form.control} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner label="Registering the webhook" /> : null}
            Register webhook
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
