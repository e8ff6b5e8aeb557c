"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";
import { platformUserView } from "@/lib/schemas/console/organization";

import { consoleFetch } from "../console-fetch";
import { organizationKeys } from "./keys";
import { organizationApiPaths } from "./paths";
import { describePlatformUserChange } from "./describe-platform-user-change";

export type UpdatePlatformUserInput = { user: { id: string; name: string }; change: UpdatePlatformUserBody };

/** Changes a platform user's role or status. A refusal (e.g. the last owner) is the page's to show. */
export function useUpdatePlatformUserMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, change }: UpdatePlatformUserInput) =>
      platformUserView.parse(await consoleFetch<unknown>(organizationApiPaths.platformUser(organizationId, user.id), { method: "PATCH", json: change })),
    meta: { toastErrors: false },
    onSuccess: async (_updated, { user, change }) => {
      toast.success(describePlatformUserChange(user.name, change));
      await queryClient.invalidateQueries({ queryKey: organizationKeys.platformUserLists(organizationId) });
    },
  });
}
