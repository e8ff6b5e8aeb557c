"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { toast } from "@/components/ui/toast";
import { listAdminOrganizations, listAdminSubscriptions, onboardOrganization } from "@/lib/console/contract/admin";
import { listOrganizations } from "@/lib/console/contract/organizations";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { OnboardOrganizationBody } from "@/lib/schemas/console/admin";

import { callConsole } from "../call-console";

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
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAdminOrganizations) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAdminSubscriptions) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listOrganizations) }),
      ]);
      router.refresh();
    },
  });
}
