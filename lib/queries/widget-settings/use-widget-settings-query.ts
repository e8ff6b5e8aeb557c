"use client";

import { useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { getWidgetSettings } from "@/lib/console/contract/widget";

import { callConsole } from "../call-console";

/** Where the agent's chat may be embedded, how visitors are asked who they are, and the snippet to paste. */
export function useWidgetSettingsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(getWidgetSettings, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(getWidgetSettings, { params: { organizationId, agentId } }),
  });
}
