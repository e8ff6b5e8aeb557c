"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { consoleFetch } from "../console-fetch";
import { describeUserUpdate, type UserChange } from "./describe-user-update";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

export type UpdateUserInput = { user: { id: string; name: string }; change: UserChange };

/** Changes a user's role or status (the API ends their sessions either way), or whether a viewer sees customer details. */
export function useUpdateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, change }: UpdateUserInput) =>
      consoleFetch<void>(settingsApiPaths.user(user.id), { method: "PATCH", json: change }),
    onSuccess: async (_result, { user, change }) => {
      toast.success(describeUserUpdate(user.name, change));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.auditPages() }),
      ]);
    },
  });
}
