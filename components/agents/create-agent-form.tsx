"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";

import { Form } from "@/components/ui/form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useCreateAgentMutation } from "@/lib/queries/agents/use-create-agent-mutation";
import { limitOf } from "@/lib/queries/console-fetch";
import { createAgentBody, type CreateAgentBody } from "@/lib/schemas/agent-api/agents";

import { createAgentFormDefaults, type CreateAgentFormValues } from "./agent-form-defaults";
import { AgentRoleField } from "./agent-role-field";
import { modelOptions } from "./form-options";
import { JsonSchemaField } from "./json-schema-field";
import { jsonSchemaTextProblem } from "./json-schema-text";
import { TagsField } from "./tags-field";

const fieldNames = ["roleId", "name", "publicName", "description", "instructions", "model", "tags", "outputJsonSchema"] as const;

/** A new agent: role, names, what it does, its model, tags and output schema. The API's refusals land on the fields. */
export function CreateAgentForm({ organizationId, onCreated }: { organizationId: string; onCreated: () => void }) {
  const create = useCreateAgentMutation(organizationId);
  const form = useForm<CreateAgentFormValues, unknown, CreateAgentBody>({
    resolver: zodResolver(createAgentBody, { error: formIssueMessage }),
    defaultValues: createAgentFormDefaults(),
    mode: "onTouched",
  });
  const schemaText = useWatch({ control: form.control, name: "outputJsonSchema" });
  const { control } = form;

  async function onSubmit(values: CreateAgentBody) {
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
        <FormServerError message={form.formState.errors.root?.server?.message} limit={limitOf(create.error)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="name" label="Name" description="How your team knows the agent." />
          <TextField control={control} name="publicName" label="Public name" description="The name users see in conversations." />
          <AgentRoleField organizationId={organizationId} control={control} />
          <SelectField control={control} name="model" label="Model" options={modelOptions} placeholder="The deployment's default" />
        </div>
        <TextField control={control} name="description" label="Description (optional)" rows={2} />
        <TextField
          control={control}
          name="instructions"
          label="Instructions (optional)"
          rows={4}
          description="What the agent should do and how it should answer."
        />
        <TagsField control={control} name="tags" />
        <JsonSchemaField
          control={control}
          name="outputJsonSchema"
          label="Output JSON Schema"
          description="The shape of the agent's structured answers, as a JSON Schema object; {} for none."
        />
        <FormDialogFooter submitLabel="Create agent" pendingLabel="Creating the agent" isSubmitBlocked={Boolean(jsonSchemaTextProblem(schemaText))} />
      </form>
    </Form>
  );
}
