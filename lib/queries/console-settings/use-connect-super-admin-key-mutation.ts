"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { connectSuperAdminKey } from "@/lib/console/contract/console-keys";
import type { connectSuperAdminKeyBody } from "@/lib/schemas/console/keys";

import { callConsole } from "../call-console";
import { settingsKeys } from "./keys";

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
        queryClient.invalidateQueries({ queryKey: settingsKeys.keys() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.auditPages() }),
      ]);
    },
  });
}
