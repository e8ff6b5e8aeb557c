"use client";

import { useQuery } from "@tanstack/react-query";

import { listOrganizationFunctions } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The organization's function library, by name. */
export function useFunctionsQuery(organizationId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listOrganizationFunctions, { params: { organizationId } }),
    queryFn: async () => callConsole(listOrganizationFunctions, { params: { organizationId } }),
  });
}
