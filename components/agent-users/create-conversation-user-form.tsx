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
import { useCreateConversationUserMutation } from "@/lib/queries/agent-users/use-create-conversation-user-mutation";
import { createConversationUserBody, type CreateConversationUserBody } from "@/lib/schemas/console/agent-users";

type Props = { organizationId: string; agentId: string; onCreated: () => void };

const fieldNames = ["firstName", "lastName", "email", "phoneNumber", "fkId"] as const;

/** A new conversation user's name and contacts; the API's refusals (e.g. the contact is taken) land on the form. */
export function CreateConversationUserForm({ organizationId, agentId, onCreated }: Props) {
  const create = useCreateConversationUserMutation(organizationId, agentId);
  const form = useForm<z.input<typeof createConversationUserBody>, unknown, CreateConversationUserBody>({
    resolver: zodResolver(createConversationUserBody, { error: formIssueMessage }),
    defaultValues: { firstName: "", lastName: "" },
    mode: "onTouched",
  });

  async function onSubmit(values: CreateConversationUserBody) {
    try {
      await create.mutateAsync(values);
      onCreated();
    } catch (error) {
      showRequestError(form, error, fieldNames);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label="First name" />
          <TextField control={form.control} name="lastName" label="Last name" />
        </div>
        <TextField control={form.control} name="email" label="Email" isEmptyUnset description="At least one of email, phone number or external id." />
        <TextField control={form.control} name="phoneNumber" label="Phone number (optional)" isEmptyUnset placeholder="+1 555 0100" />
        <TextField
          control={form.control}
          name="fkId"
          label="External id (optional)"
          isEmptyUnset
          description="The user's id in your own systems, e.g. your CRM."
        />
        <FormDialogFooter submitLabel="Add user" pendingLabel="Adding the user" />
      </form>
    </Form>
  );
}
