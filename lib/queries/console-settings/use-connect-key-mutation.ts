"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { vaultKeyView, type connectKeyBody } from "@/lib/schemas/console/keys";

import { consoleFetch } from "../console-fetch";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

export type ConnectKeyInput = z.output<typeof connectKeyBody> & { organizationId: string };

/** Connects an organization's key or one of its agents' keys; a refusal lands on the form's key field. */
export function useConnectKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ organizationId, ...body }: ConnectKeyInput) =>
      vaultKeyView.parse(
        await consoleFetch<unknown>(settingsApiPaths.organizationKeys(organizationId), { method: "POST", json: body }),
      ),
    meta: { toastErrors: false },
    onSuccess: async (stored) => {
      toast.success(`Connected ${stored.label} (${stored.fingerprint}).`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.keys() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.auditPages() }),
      ]);
    },
  });
}
