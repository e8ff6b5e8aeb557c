"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { consoleFetch } from "../console-fetch";

/** Switches the organization the console shows, then reloads server data for it. */
export function useSwitchOrganizationMutation() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) =>
      consoleFetch<{ organizationId: string }>("/api/console/current-organization", {
        method: "PUT",
        json: { organizationId },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      router.refresh();
    },
  });
}
