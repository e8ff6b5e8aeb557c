import type { NextRequest } from "next/server";

import { getOrganizationAgent } from "@/lib/console/agents/agents";
import { getWidgetSettings, updateWidgetSettings } from "@/lib/console/contract/widget";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { readWidgetSettings, saveWidgetSettings } from "@/lib/console/widget/widget-settings";
import { serverEnv } from "@/lib/env";
import { callerOrigin } from "@/lib/http/caller-origin";
import { widgetSettingsViewOf } from "@/lib/widget/snippet-view";

/** The console's origin as the browser reaches it: where the snippet loads the widget from. */
const consoleOriginOf = (request: NextRequest) => callerOrigin(request, serverEnv().CONSOLE_PUBLIC_URL);

export const GET = handleConsoleRoute(getWidgetSettings, async ({ db, organization, params, request }) => {
  // The agent must be the organization's: the API answers 404 for any other.
  await getOrganizationAgent(db, organization, params.agentId);
  return widgetSettingsViewOf(await readWidgetSettings(db, organization.id, params.agentId), consoleOriginOf(request), params.agentId);
});

export const PUT = handleConsoleRoute(updateWidgetSettings, async ({ db, organization, params, body, request, audit }) => {
  audit.target = `agent:${params.agentId} widget`;
  audit.details = { allowedOrigins: body.allowedOrigins, preChatForm: body.preChatForm };
  await getOrganizationAgent(db, organization, params.agentId);
  return widgetSettingsViewOf(await saveWidgetSettings(db, organization.id, params.agentId, body), consoleOriginOf(request), params.agentId);
});
