"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listAuditEntries } from "@/lib/console/contract/audit";
import { disconnectKey, listVaultKeys } from "@/lib/console/contract/console-keys";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

export type DisconnectKeyInput = { id: string; label: string };

/** Disconnects a key: the console forgets it; it keeps working upstream until revoked there. */
export function useDisconnectKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DisconnectKeyInput) => callConsole(disconnectKey, { params: { keyId: id } }),
    onSuccess: async (_result, key) => {
      toast.success(`Disconnected ${key.label}.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listVaultKeys) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAuditEntries) }),
      ]);
    },
  });
}
