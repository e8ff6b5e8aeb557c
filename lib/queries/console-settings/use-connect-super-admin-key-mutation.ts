"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { listAuditEntries } from "@/lib/console/contract/audit";
import { connectSuperAdminKey, listVaultKeys } from "@/lib/console/contract/console-keys";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { connectSuperAdminKeyBody } from "@/lib/schemas/console/keys";

import { callConsole } from "../call-console";

export type ConnectSuperAdminKeyInput = z.output<typeof connectSuperAdminKeyBody>;

/** Connects the super-admin key of a region; a refusal lands on the form's key field. */
export function useConnectSuperAdminKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConnectSuperAdminKeyInput) => callConsole(connectSuperAdminKey, { body }),
    meta: { toastErrors: false },
    onSuccess: async (stored) => {
      toast.success(`Connected ${stored.label} (${stored.fingerprint}).`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listVaultKeys) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAuditEntries) }),
      ]);
    },
  });
}
