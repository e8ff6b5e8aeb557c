"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listAuditEntries } from "@/lib/console/contract/audit";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listConsoleUsers, updateConsoleUser } from "@/lib/console/contract/users";

import { callConsole } from "../call-console";
import { describeUserUpdate, type UserChange } from "./describe-user-update";

export type UpdateUserInput = { user: { id: string; name: string }; change: UserChange };

/** Changes a user's role or status (the API ends their sessions either way), or whether a viewer sees customer details. */
export function useUpdateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, change }: UpdateUserInput) => callConsole(updateConsoleUser, { params: { userId: user.id }, body: change }),
    onSuccess: async (_result, { user, change }) => {
      toast.success(describeUserUpdate(user.name, change));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listConsoleUsers) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAuditEntries) }),
      ]);
    },
  });
}
