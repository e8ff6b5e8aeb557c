"use client";

import { useQuery } from "@tanstack/react-query";

import { widgetSettingsView } from "@/lib/schemas/widget";

import { consoleFetch } from "../console-fetch";
import { widgetSettingsKeys } from "./keys";
import { widgetSettingsApiPaths } from "./paths";

/** Where the agent's chat may be embedded, how visitors are asked who they are, and the snippet to paste. */
export function useWidgetSettingsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: widgetSettingsKeys.detail(organizationId, agentId),
    queryFn: async () => widgetSettingsView.parse(await consoleFetch<unknown>(widgetSettingsApiPaths.settings(organizationId, agentId))),
  });
}
