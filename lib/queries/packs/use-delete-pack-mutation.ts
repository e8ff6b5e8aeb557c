"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { consoleFetch } from "../console-fetch";
import { packKeys } from "./keys";
import { packApiPaths } from "./paths";

/** Deletes a pack with its documents; the agents it was linked to stop answering from them. */
export function useDeletePackMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pack: { id: string; name: string }) => {
      await consoleFetch<void>(packApiPaths.pack(organizationId, pack.id), { method: "DELETE" });
      return pack;
    },
    onSuccess: async (pack) => {
      queryClient.removeQueries({ queryKey: packKeys.detail(organizationId, pack.id) });
      toast.success(`Deleted ${pack.name}.`);
      await queryClient.invalidateQueries({ queryKey: packKeys.lists(organizationId) });
    },
  });
}
