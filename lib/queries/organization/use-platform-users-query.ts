"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listPlatformUsers } from "@/lib/console/contract/platform-users";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { PlatformRole } from "@/lib/console/users/platform-roles";

import { callConsole } from "../call-console";

/** The platform users of the organization, all or those with one role. */
export function usePlatformUsersQuery(organizationId: string, role: PlatformRole | undefined) {
  return useQuery({
    queryKey: consoleQueryKey(listPlatformUsers, { params: { organizationId }, query: { role } }),
    queryFn: async () => callConsole(listPlatformUsers, { params: { organizationId }, query: { role } }),
    placeholderData: keepPreviousData,
  });
}
