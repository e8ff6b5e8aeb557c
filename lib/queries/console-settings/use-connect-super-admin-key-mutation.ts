"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { vaultKeyView, type connectSuperAdminKeyBody } from "@/lib/schemas/console/keys";

import { consoleFetch } from "../console-fetch";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

export type ConnectSuperAdminKeyInput = z.output<typeof connectSuperAdminKeyBody>;

/** Connects the super-admin key of a region; a refusal lands on the form's key field. */
export function useConnectSuperAdminKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConnectSuperAdminKeyInput) =>
      vaultKeyView.parse(await consoleFetch<unknown>(settingsApiPaths.superAdminKeys(), { method: "POST", json: body })),
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
