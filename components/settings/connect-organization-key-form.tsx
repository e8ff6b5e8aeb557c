"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useConnectKeyMutation } from "@/lib/queries/console-settings/use-connect-key-mutation";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";
import { connectKeyBody } from "@/lib/schemas/console/keys";

import { organizationOptions } from "./organization-labels";

const formSchema = connectKeyBody.extend({ organizationId: z.string().min(1, "Choose an organization.") });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fieldNames = ["organizationId", "scope", "key", "label"] as const;

const scopeOptions = [
  { value: "organization", label: "Organization key" },
  { value: "agent", label: "Agent key" },
] as const;

/** Connects an organization's key or an agent's key; a key the API refuses is marked on its field. */
export function ConnectOrganizationKeyForm({ organizations, onConnected }: { organizations: OrganizationOption[]; onConnected: () => void }) {
  const connect = useConnectKeyMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { organizationId: organizations[0]?.id ?? "", scope: "organization", key: "", label: "" },
  });

  async function onSubmit({ label, ...values }: FormOutput) {
    try {
      await connect.mutateAsync({ ...values, label: label || undefined });
      onConnected();
    } catch (error) {
      showRequestError(form, error, fieldNames);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <SelectField
          control={form.control}
          name="organizationId"
          label="Organization"
          options={organizationOptions(organizations)}
          placeholder="Choose an organization"
        />
        <SelectField control={form.control} name="scope" label="Kind of key" options={scopeOptions} />
        <TextField
          control={form.control}
          name="key"
          label="Key"
          type="password"
          isCode
          description="Checked with the AI Agent API, then stored encrypted. Only its fingerprint is shown again."
        />
        <TextField control={form.control} name="label" label="Label (optional)" />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner label="Checking the key" /> : null}
          Connect key
        </Button>
      </form>
    </Form>
  );
}
