"use client";

import { useQuery } from "@tanstack/react-query";

import { organizationOperatorList } from "@/lib/schemas/console/operator-agents";

import { consoleFetch } from "../console-fetch";
import { operatorAgentKeys } from "./keys";
import { operatorAgentApiPaths } from "./paths";

/** The organization's console operators, each with the agents they watch in it. */
export function useOrganizationOperatorsQuery(organizationId: string) {
  return useQuery({
    queryKey: operatorAgentKeys.list(organizationId),
    queryFn: async () => organizationOperatorList.parse(await consoleFetch<unknown>(operatorAgentApiPaths.operators(organizationId))),
  });
}
