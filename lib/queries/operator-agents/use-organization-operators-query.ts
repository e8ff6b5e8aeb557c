"use client";

import { useQuery } from "@tanstack/react-query";

import { listOrganizationOperators } from "@/lib/console/contract/operators";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The organization's console operators, each with the agents they watch in it. */
export function useOrganizationOperatorsQuery(organizationId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listOrganizationOperators, { params: { organizationId } }),
    queryFn: async () => callConsole(listOrganizationOperators, { params: { organizationId } }),
  });
}
