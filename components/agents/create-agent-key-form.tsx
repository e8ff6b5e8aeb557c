"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Form } from "@/components/ui/form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { TextField } from "@/components/ui/text-field";
import type { CreateAgentApiKeyBody, useCreateAgentApiKeyMutation } from "@/lib/queries/agents/use-create-agent-api-key-mutation";
import { createAgentKeyBody } from "@/lib/schemas/console/keys";

import { KeyExpiryField } from "./key-expiry-field";

type Props = { create: ReturnType<typeof useCreateAgentApiKeyMutation>; onCreated: () => void };

/** A new key's name and optional expiry; the API's refusals land on the fields. */
export function CreateAgentKeyForm({ create, onCreated }: Props) {
  const form = useForm<z.input<typeof createAgentKeyBody>, unknown, CreateAgentApiKeyBody>({
    resolver: zodResolver(createAgentKeyBody, { error: formIssueMessage }),
    defaultValues: { name: "", expiresAt: undefined },
    mode: "onTouched",
  });

  async function onSubmit(values: CreateAgentApiKeyBody) {
    try {
      await create.mutateAsync(values);
      onCreated();
    } catch (error) {
      showRequestError(form, error, ["name", "expiresAt"]);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <TextField control={form.control} name="name" label="Name" description="Say which system uses the key, e.g. “Order sync”." />
        <KeyExpiryField control={form.control} />
        <FormDialogFooter submitLabel="Create key" pendingLabel="Creating the key" />
      </form>
    </Form>
  );
}
