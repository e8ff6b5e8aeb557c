"use client";

import { useWatch, type Control } from "react-hook-form";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { UpdateAgentBody } from "@/lib/queries/agents/use-update-agent-mutation";

import { isAgentModel, type AgentConfigFormValues } from "./agent-form-defaults";
import { CheckboxField } from "./checkbox-field";
import { modelOptions } from "./form-options";
import { FormSection } from "./form-section";
import { NumberField } from "./number-field";

type Props = { control: Control<AgentConfigFormValues, unknown, UpdateAgentBody>; reportedModel: string };

/** How the agent thinks: instructions, model, sampling and file search. */
export function AgentModelFields({ control, reportedModel }: Props) {
  const isFileSearchEnabled = useWatch({ control, name: "isFileSearchEnabled" });
  return (
    <FormSection title="Model" description="What the agent is told, which model answers, and how it searches its files.">
      <TextField control={control} name="instructions" label="Instructions" rows={8} description="What the agent should do and how it should answer." />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          control={control}
          name="model"
          label="Model"
          options={modelOptions}
          placeholder={reportedModel}
          description={
            isAgentModel(reportedModel)
              ? undefined
              : `The deployment reports ${reportedModel}, which this console does not offer; it stays unless you choose another.`
          }
        />
        <NumberField control={control} name="temperature" label="Temperature" min={0} max={2} step={0.1} description="0 to 2: higher is more varied." />
        <NumberField control={control} name="topP" label="Top P" min={0} max={1} step={0.05} description="0 to 1: lower keeps to likelier words." />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CheckboxField control={control} name="isFileSearchEnabled" label="File search" description="Answer from the agent's knowledge files." />
        <NumberField
          control={control}
          name="fileSearchMaxNumResults"
          label="Passages per answer"
          min={1}
          max={50}
          step={1}
          disabled={!isFileSearchEnabled}
          description="How many passages file search may use, 1 to 50."
        />
      </div>
    </FormSection>
  );
}
