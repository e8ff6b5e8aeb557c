"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { Form } from "@/components/ui/form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { HeaderRowsField } from "@/components/ui/header-rows-field";
import { TextField } from "@/components/ui/text-field";
import type { useRegisterWebhooksMutation } from "@/lib/queries/webhooks/use-register-webhooks-mutation";
import type { RegisterWebhookBody } from "@/lib/schemas/console/webhooks";

import { WebhookDestinationField } from "./webhook-destination-field";
import { webhookFormDefaults, webhookFormSchema, type WebhookFormValues } from "./webhook-form-schema";
import { WebhookTriggersField } from "./webhook-triggers-field";

const fieldNames = ["title", "description", "triggers", "url", "headers"] as const;
/** Without a URL box on the form, a refusal of the console's own URL is shown above the form. */
const fieldNamesFor = (destination: WebhookFormValues["destination"]) => (destination === "custom" ? fieldNames : fieldNames.filter((name) => name !== "url"));

type Props = { register: ReturnType<typeof useRegisterWebhooksMutation>; onRegistered: () => void };

/** A webhook's title, description, events, destination and headers; the API's refusals land on the fields. */
export function RegisterWebhookForm({ register, onRegistered }: Props) {
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
      showRequestError(form, error, fieldNamesFor(form.getValues("destination")));
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
        <HeaderRowsField
          control={form.control}
          name="headers"
          description="Sent with every delivery, e.g. a token your endpoint expects. The console keeps only their names."
        />
        <FormDialogFooter submitLabel="Register webhook" pendingLabel="Registering the webhook" />
      </form>
    </Form>
  );
}
