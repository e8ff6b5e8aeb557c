"use client";

import { useQuery } from "@tanstack/react-query";

import { agentFileViewList } from "@/lib/schemas/console/agent-files";

import { consoleFetch } from "../console-fetch";
import { agentFilesRefetchInterval } from "./agent-file-polling";
import { agentFileKeys } from "./keys";
import { agentFileApiPaths } from "./paths";

/** The agent's knowledge files; read again every two seconds while any of them is indexing. */
export function useAgentFilesQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentFileKeys.list(organizationId, agentId),
    queryFn: async () => agentFileViewList.parse(await consoleFetch<unknown>(agentFileApiPaths.files(organizationId, agentId))),
    refetchInterval: (query) => agentFilesRefetchInterval(query.state.data),
  });
}
