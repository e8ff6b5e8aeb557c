"use client";

import { useQuery } from "@tanstack/react-query";

import { listAdminOrganizations } from "@/lib/console/contract/admin";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The tenant table: every organization the console knows, with what can be read of each. */
export function useAdminOrganizationsQuery() {
  return useQuery({
    queryKey: consoleQueryKey(listAdminOrganizations),
    queryFn: async () => callConsole(listAdminOrganizations),
  });
}
