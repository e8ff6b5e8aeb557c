"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { consoleFetch } from "../console-fetch";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

export type DisconnectKeyInput = { id: string; label: string };

/** Disconnects a key: the console forgets it; it keeps working upstream until revoked there. */
export function useDisconnectKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DisconnectKeyInput) => consoleFetch<void>(settingsApiPaths.key(id), { method: "DELETE" }),
    onSuccess: async (_result, key) => {
      toast.success(`Disconnected ${key.label}.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.keys() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.auditPages() }),
      ]);
    },
  });
}
