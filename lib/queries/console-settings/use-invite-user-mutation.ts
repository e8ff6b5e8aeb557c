"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { listAuditEntries } from "@/lib/console/contract/audit";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { inviteUser } from "@/lib/console/contract/users";
import type { inviteUserBody } from "@/lib/schemas/console/users";

import { callConsole } from "../call-console";

export type InviteUserInput = z.output<typeof inviteUserBody>;

/**
 * Invites someone to the console. The answer holds the one-time link: the mutation is forgotten as soon
 * as nothing shows it (no cache time), and its errors land on the form's fields rather than in a toast.
 */
export function useInviteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteUserInput) => callConsole(inviteUser, { body: input }),
    gcTime: 0,
    meta: { toastErrors: false },
    onSuccess: async (invitation) => {
      toast.success(`Invitation created for ${invitation.email}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAuditEntries) });
    },
  });
}
