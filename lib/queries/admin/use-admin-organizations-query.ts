"use client";

import { useQuery } from "@tanstack/react-query";

import { listAdminOrganizations } from "@/lib/console/contract/admin";

import { callConsole } from "../call-console";
import { adminKeys } from "./keys";

/** The tenant table: every organization the console knows, with what can be read of each. */
export function useAdminOrganizationsQuery() {
  return useQuery({
    queryKey: adminKeys.organizations(),
    queryFn: async () => callConsole(listAdminOrganizations),
  });
}
