"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentFiles } from "@/lib/console/contract/agent-files";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";
import { agentFilesRefetchInterval } from "./agent-file-polling";

/** The agent's knowledge files; read again every two seconds while any of them is indexing. */
export function useAgentFilesQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listAgentFiles, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(listAgentFiles, { params: { organizationId, agentId } }),
    refetchInterval: (query) => agentFilesRefetchInterval(query.state.data),
  });
}
