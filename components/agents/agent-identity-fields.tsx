"use client";

import type { Control } from "react-hook-form";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { UpdateAgentBody } from "@/lib/queries/agents/use-update-agent-mutation";

import type { AgentConfigFormValues } from "./agent-form-defaults";
import { statusOptions } from "./form-options";
import { FormSection } from "./form-section";
import { TagsField } from "./tags-field";

type Props = { control: Control<AgentConfigFormValues, unknown, UpdateAgentBody> };

/** Who the agent is: its names, status, description, avatar and tags. */
export function AgentIdentityFields({ control }: Props) {
  return (
    <FormSection title="Identity" description="How your team and your users know the agent.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" label="Name" description="How your team knows the agent." />
        <TextField control={control} name="publicName" label="Public name" description="The name users see in conversations." />
        <SelectField control={control} name="status" label="Status" options={statusOptions} description="Only an active agent answers users." />
        <TextField
          control={control}
          name="avatarUrl"
          label="Avatar URL (optional)"
          type="url"
          placeholder="https://"
          isEmptyUnset
          description="A square image users see beside the agent's answers."
        />
      </div>
      <TextField control={control} name="description" label="Description" rows={2} />
      <TagsField control={control} name="tags" />
    </FormSection>
  );
}
