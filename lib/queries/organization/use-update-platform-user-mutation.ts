"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listAgents } from "@/lib/console/contract/agents";
import { listPlatformUsers, updatePlatformUser } from "@/lib/console/contract/platform-users";
import { consoleQueryKey, consoleQueryScope } from "@/lib/console/contract/query-key";
import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";

import { callConsole } from "../call-console";
import { describePlatformUserChange } from "./describe-platform-user-change";

export type UpdatePlatformUserInput = { user: { id: string; name: string }; change: UpdatePlatformUserBody };

/** Changes a platform user's role or status. A refusal (e.g. the last owner) is the page's to show. */
export function useUpdatePlatformUserMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, change }: UpdatePlatformUserInput) =>
      callConsole(updatePlatformUser, { params: { organizationId, userId: user.id }, body: change }),
    meta: { toastErrors: false },
    onSuccess: async (_updated, { user, change }) => {
      toast.success(describePlatformUserChange(user.name, change));
      // Each agent's Users tab lists the platform users who reach it, under that agent: the organization's agents are read again too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listPlatformUsers, { params: { organizationId } }) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryScope(listAgents, { params: { organizationId } }) }),
      ]);
    },
  });
}
