"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { consoleFetch } from "../console-fetch";
import { limitsKeyOf, limitsOwnerName, limitsPathOf, type LimitsOwner } from "./limits-owner";

/** Removes the agent's or a user's own limits; the organization's defaults apply again. */
export function useDeleteLimitsMutation(organizationId: string, agentId: string, owner: LimitsOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => consoleFetch<void>(limitsPathOf(organizationId, agentId, owner), { method: "DELETE" }),
    onSuccess: async () => {
      toast.success(`Removed the limits of ${limitsOwnerName(owner)}; the organization's defaults apply again.`);
      await queryClient.invalidateQueries({ queryKey: limitsKeyOf(organizationId, agentId, owner) });
    },
  });
}
