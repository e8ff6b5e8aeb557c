"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { disconnectKey } from "@/lib/console/contract/console-keys";

import { callConsole } from "../call-console";
import { settingsKeys } from "./keys";

export type DisconnectKeyInput = { id: string; label: string };

/** Disconnects a key: the console forgets it; it keeps working upstream until revoked there. */
export function useDisconnectKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DisconnectKeyInput) => callConsole(disconnectKey, { params: { keyId: id } }),
    onSuccess: async (_result, key) => {
      toast.success(`Disconnected ${key.label}.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.keys() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.auditPages() }),
      ]);
    },
  });
}
