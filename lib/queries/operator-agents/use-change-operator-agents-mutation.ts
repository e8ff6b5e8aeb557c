"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { operatorAgentIds, type OperatorAgentsChange } from "@/lib/schemas/console/operator-agents";

import { consoleFetch } from "../console-fetch";
import { settingsKeys } from "../console-settings/keys";
import { describeOperatorAgentsChange } from "./describe-operator-agents-change";
import { operatorAgentKeys } from "./keys";
import { operatorAgentApiPaths } from "./paths";

export type ChangeOperatorAgentsInput = {
  operator: { id: string; name: string };
  change: OperatorAgentsChange;
  /** The names the confirmation uses for the agents changed. */
  agentName: (agentId: string) => string | undefined;
};

/**
 * Gives an operator agents of the organization and takes others, naming only what changes. Refreshes both
 * places that show it (Settings → Users and the agent's Users tab) and the users list, which an operator
 * joins when given their first agent of an organization.
 */
export function useChangeOperatorAgentsMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ operator, change }: ChangeOperatorAgentsInput) =>
      operatorAgentIds.parse(await consoleFetch<unknown>(operatorAgentApiPaths.agents(organizationId, operator.id), { method: "PATCH", json: change })),
    onSuccess: async ({ agentIds }, { operator, change, agentName }) => {
      toast.success(describeOperatorAgentsChange(operator.name, change, agentIds, agentName));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorAgentKeys.list(organizationId) }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.auditPages() }),
      ]);
    },
  });
}
