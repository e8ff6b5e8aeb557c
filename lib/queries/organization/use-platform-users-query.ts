"use client";

import { useQuery } from "@tanstack/react-query";

import { listPlatformUsers } from "@/lib/console/contract/platform-users";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The platform users of the organization, every role (the list filters by role itself). */
export function usePlatformUsersQuery(organizationId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listPlatformUsers, { params: { organizationId } }),
    queryFn: async () => callConsole(listPlatformUsers, { params: { organizationId } }),
  });
}
