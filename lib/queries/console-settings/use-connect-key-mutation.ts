"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { listAuditEntries } from "@/lib/console/contract/audit";
import { connectOrganizationKey, listVaultKeys } from "@/lib/console/contract/console-keys";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { connectKeyBody } from "@/lib/schemas/console/keys";

import { callConsole } from "../call-console";

export type ConnectKeyInput = z.output<typeof connectKeyBody> & { organizationId: string };

/** Connects an organization's key or one of its agents' keys; a refusal lands on the form's key field. */
export function useConnectKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ organizationId, ...body }: ConnectKeyInput) => callConsole(connectOrganizationKey, { params: { organizationId }, body }),
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
