"use client";

import type { Control } from "react-hook-form";

import { TextField } from "@/components/ui/text-field";
import type { UpdateAgentBody } from "@/lib/queries/agents/use-update-agent-mutation";

import type { AgentConfigFormValues } from "./agent-form-defaults";
import { CheckboxField } from "./checkbox-field";
import { FormSection } from "./form-section";
import { JsonSchemaField } from "./json-schema-field";

type Props = { control: Control<AgentConfigFormValues, unknown, UpdateAgentBody> };

/** What the agent's answers look like: structured output, and what it says when it fails. */
export function AgentAnswerFields({ control }: Props) {
  return (
    <FormSection title="Answers" description="Structured output, and what the agent says when it cannot answer.">
      <CheckboxField
        control={control}
        name="isOutputJsonSchemaEnabled"
        label="Structured output"
        description="Answer with JSON that follows the schema below."
      />
      <JsonSchemaField
        control={control}
        name="outputJsonSchema"
        label="Output JSON Schema"
        description="A JSON Schema object; {} for none. Checked as you type."
      />
      <TextField
        control={control}
        name="defaultErrorMessage"
        label="Default error message (optional)"
        rows={2}
        description="What users read when the agent cannot answer."
      />
    </FormSection>
  );
}
