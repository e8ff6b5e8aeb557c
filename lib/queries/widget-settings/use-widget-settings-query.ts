"use client";

import { useQuery } from "@tanstack/react-query";

import { getWidgetSettings } from "@/lib/console/contract/widget";

import { callConsole } from "../call-console";
import { widgetSettingsKeys } from "./keys";

/** Where the agent's chat may be embedded, how visitors are asked who they are, and the snippet to paste. */
export function useWidgetSettingsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: widgetSettingsKeys.detail(organizationId, agentId),
    queryFn: async () => callConsole(getWidgetSettings, { params: { organizationId, agentId } }),
  });
}
