import type { NextRequest } from "next/server";

import { requireAgentId } from "@/lib/console/agent-keys";
import { getOrganizationAgent } from "@/lib/console/agents";
import { route } from "@/lib/console/route";
import { readWidgetSettings, saveWidgetSettings } from "@/lib/console/widget/widget-settings";
import { serverEnv } from "@/lib/env";
import { callerOrigin } from "@/lib/http/caller-origin";
import { widgetSettingsBody, widgetSettingsView } from "@/lib/schemas/widget";
import { widgetSettingsViewOf } from "@/lib/widget/snippet-view";

const roles = ["superadmin", "org_admin"] as const;

/** The console's origin as the browser reaches it: where the snippet loads the widget from. */
const consoleOriginOf = (request: NextRequest) => callerOrigin(request, serverEnv().CONSOLE_PUBLIC_URL);

/** The agent's website chat: the origins allowed to embed it, the pre-chat form, and the snippet to paste. */
export const GET = route({ roles, organization: true, response: widgetSettingsView }, async ({ db, organization, params, request }) => {
  const agentId = requireAgentId(params.agentId);
  // The agent must be the organization's: the API answers 404 for any other.
  await getOrganizationAgent(db, organization!, agentId);
  return widgetSettingsViewOf(await readWidgetSettings(db, organization!.id, agentId), consoleOriginOf(request), agentId);
});

/** Replaces the agent's website chat settings as a whole. */
export const PUT = route(
  { roles, organization: true, body: widgetSettingsBody, response: widgetSettingsView, action: "widget_settings.update" },
  async ({ db, organization, params, body, request, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.target = `agent:${agentId} widget`;
    audit.details = { allowedOrigins: body.allowedOrigins, preChatForm: body.preChatForm };
    await getOrganizationAgent(db, organization!, agentId);
    return widgetSettingsViewOf(await saveWidgetSettings(db, organization!.id, agentId, body), consoleOriginOf(request), agentId);
  },
);
