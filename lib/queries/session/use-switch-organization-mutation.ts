"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { switchOrganization } from "@/lib/console/contract/session";

import { callConsole } from "../call-console";

/** Switches the organization the console shows, then reloads server data for it. */
export function useSwitchOrganizationMutation() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) => callConsole(switchOrganization, { body: { organizationId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      router.refresh();
    },
  });
}
