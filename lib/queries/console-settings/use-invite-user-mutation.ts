"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { invitationCreated, type inviteUserBody } from "@/lib/schemas/console/users";

import { consoleFetch } from "../console-fetch";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

export type InviteUserInput = z.output<typeof inviteUserBody>;

/**
 * Invites someone to the console. The answer holds the one-time link: the mutation is forgotten as soon
 * as nothing shows it (no cache time), and its errors land on the form's fields rather than in a toast.
 */
export function useInviteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteUserInput) =>
      invitationCreated.parse(await consoleFetch<unknown>(settingsApiPaths.invitations(), { method: "POST", json: input })),
    gcTime: 0,
    meta: { toastErrors: false },
    onSuccess: async (invitation) => {
      toast.success(`Invitation created for ${invitation.email}.`);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.auditPages() });
    },
  });
}
