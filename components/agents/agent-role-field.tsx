"use client";

import { useWatch, type Control } from "react-hook-form";

import { SelectField } from "@/components/ui/select-field";
import { useAgentRolesQuery } from "@/lib/queries/agents/use-agent-roles-query";
import type { CreateAgentBody } from "@/lib/schemas/agent-api/agents";

import type { CreateAgentFormValues } from "./agent-form-defaults";
import { roleOptions } from "./form-options";

type Props = { organizationId: string; control: Control<CreateAgentFormValues, unknown, CreateAgentBody> };

/** The new agent's role, from the roles the API offers, with what the chosen one is for. */
export function AgentRoleField({ organizationId, control }: Props) {
  const roles = useAgentRolesQuery(organizationId);
  const roleId = useWatch({ control, name: "roleId" });
  const chosen = roles.data?.find((role) => role.id === roleId);
  const description = roles.isError ? `The roles could not be loaded: ${roles.error.message}` : chosen?.description;
  return (
    <SelectField
      control={control}
      name="roleId"
      label="Role"
      options={roleOptions(roles.data ?? [])}
      placeholder={roles.isPending ? "Loading roles…" : "Choose a role"}
      disabled={!roles.isSuccess}
      description={description}
    />
  );
}
