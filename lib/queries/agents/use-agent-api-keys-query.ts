"use client";

import { useQuery } from "@tanstack/react-query";

import { agentKeyList } from "@/lib/schemas/console/keys";

import { consoleFetch } from "../console-fetch";
import { agentKeys } from "./keys";
import { agentApiPaths } from "./paths";

/** The agent's API keys by fingerprint, marking the one the console uses. */
export function useAgentApiKeysQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentKeys.apiKeys(organizationId, agentId),
    queryFn: async () => agentKeyList.parse(await consoleFetch<unknown>(agentApiPaths.apiKeys(organizationId, agentId))),
  });
}
