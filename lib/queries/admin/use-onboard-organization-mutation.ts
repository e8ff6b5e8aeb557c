"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { onboardOrganization } from "@/lib/console/contract/admin";
import type { OnboardOrganizationBody } from "@/lib/schemas/console/admin";

import { callConsole } from "../call-console";
import { adminKeys } from "./keys";
import { settingsKeys } from "../console-settings/keys";

/**
 * Onboards an organization. Errors are the form's to show (on its fields); on success the tenant table,
 * the subscriptions (their organization counts) and the organization switcher are refreshed.
 */
export function useOnboardOrganizationMutation() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (body: OnboardOrganizationBody) => callConsole(onboardOrganization, { body }),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      toast.success(`Created ${created.organization.name}.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.organizations() }),
      ]);
      router.refresh();
    },
  });
}
