"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listAuditEntries } from "@/lib/console/contract/audit";
import { changeOperatorAgents, listOrganizationOperators } from "@/lib/console/contract/operators";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listConsoleUsers } from "@/lib/console/contract/users";
import type { OperatorAgentsChange } from "@/lib/schemas/console/operator-agents";

import { callConsole } from "../call-console";
import { describeOperatorAgentsChange } from "./describe-operator-agents-change";

export type ChangeOperatorAgentsInput = {
  operator: { id: string; name: string };
  change: OperatorAgentsChange;
  /** The names the confirmation uses for the agents changed. */
  agentName: (agentId: string) => string | undefined;
};

/**
 * Gives an operator agents of the organization and takes others, naming only what changes. Refreshes both
 * places that show it (Settings → Users and the agent's Users tab) and the users list, which an operator
 * joins when given their first agent of an organization. Each change is announced in a toast, unless
 * `announceEach` is false: a bulk change says once what it did for all of them.
 */
export function useChangeOperatorAgentsMutation(organizationId: string, { announceEach = true }: { announceEach?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ operator, change }: ChangeOperatorAgentsInput) =>
      callConsole(changeOperatorAgents, { params: { organizationId, userId: operator.id }, body: change }),
    onSuccess: async ({ agentIds }, { operator, change, agentName }) => {
      if (announceEach) toast.success(describeOperatorAgentsChange(operator.name, change, agentIds, agentName));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listOrganizationOperators, { params: { organizationId } }) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listConsoleUsers) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAuditEntries) }),
      ]);
    },
  });
}
