"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { changeOperatorAgents } from "@/lib/console/contract/operators";
import type { OperatorAgentsChange } from "@/lib/schemas/console/operator-agents";

import { callConsole } from "../call-console";
import { describeOperatorAgentsChange } from "./describe-operator-agents-change";
import { operatorAgentKeys } from "./keys";
import { settingsKeys } from "../console-settings/keys";

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
      callConsole(changeOperatorAgents, { params: { organizationId, userId: operator.id }, body: change }),
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
