"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { Spinner } from "@/components/ui/spinner";
import { useUnsavedChangesGuard } from "@/components/ui/use-unsaved-changes-guard";
import { useUpdateAgentMutation, type UpdateAgentBody } from "@/lib/queries/agents/use-update-agent-mutation";
import { updateAgentBody } from "@/lib/schemas/agent-api/agents";
import type { AgentDetail } from "@/lib/schemas/console/agents";

import { AgentAnswerFields } from "./agent-answer-fields";
import { agentConfigFormDefaults, type AgentConfigFormValues } from "./agent-form-defaults";
import { AgentIdentityFields } from "./agent-identity-fields";
import { AgentModelFields } from "./agent-model-fields";
import { jsonSchemaTextProblem } from "./json-schema-text";

const fieldNames = [
  "name",
  "publicName",
  "description",
  "status",
  "avatarUrl",
  "tags",
  "instructions",
  "model",
  "temperature",
  "topP",
  "isFileSearchEnabled",
  "fileSearchMaxNumResults",
  "isOutputJsonSchemaEnabled",
  "outputJsonSchema",
  "defaultErrorMessage",
] as const satisfies readonly (keyof AgentConfigFormValues)[];

type Props = { organizationId: string; agent: AgentDetail };

/** The agent's configuration, saved as a whole once something changed; the API's refusals land on the fields. */
export function AgentConfigForm({ organizationId, agent }: Props) {
  const update = useUpdateAgentMutation(organizationId, agent.id);
  const form = useForm<AgentConfigFormValues, unknown, UpdateAgentBody>({
    resolver: zodResolver(updateAgentBody, { error: formIssueMessage }),
    defaultValues: agentConfigFormDefaults(agent),
    mode: "onTouched",
  });
  const schemaText = useWatch({ control: form.control, name: "outputJsonSchema" });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty, "the agent configuration");

  async function onSubmit(values: UpdateAgentBody) {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(agentConfigFormDefaults(saved));
    } catch (error) {
      showRequestError(form, error, fieldNames);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6" noValidate aria-label="Agent configuration">
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <AgentIdentityFields control={form.control} />
        <AgentModelFields control={form.control} reportedModel={agent.model} />
        <AgentAnswerFields control={form.control} />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {isDirty ? null : <p className="mr-auto text-sm text-muted-foreground">No unsaved changes.</p>}
          <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            Discard changes
          </Button>
          <Button type="submit" disabled={!isDirty || isSubmitting || Boolean(jsonSchemaTextProblem(schemaText))}>
            {isSubmitting ? <Spinner label="Saving" /> : null}
            Save changes
          </Button>
        </div>
      </form>
    </Form>
  );
}
