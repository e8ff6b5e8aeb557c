"use client";

import { useQuery } from "@tanstack/react-query";

import { listOrganizationOperators } from "@/lib/console/contract/operators";

import { callConsole } from "../call-console";
import { operatorAgentKeys } from "./keys";

/** The organization's console operators, each with the agents they watch in it. */
export function useOrganizationOperatorsQuery(organizationId: string) {
  return useQuery({
    queryKey: operatorAgentKeys.list(organizationId),
    queryFn: async () => callConsole(listOrganizationOperators, { params: { organizationId } }),
  });
}
