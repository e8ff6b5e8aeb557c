import { widgetSettingsBody, widgetSettingsView } from "@/lib/schemas/widget";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Website chat";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;

export const getWidgetSettings = defineConsoleRoute({
  id: "getWidgetSettings",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/widget",
  params: { organizationId, agentId },
  tag,
  summary: "The agent's website chat: the origins allowed to embed it, the pre-chat form, and the snippet to paste",
  roles,
  response: widgetSettingsView,
});

export const updateWidgetSettings = defineConsoleRoute({
  id: "updateWidgetSettings",
  method: "PUT",
  path: "/organizations/{organizationId}/agents/{agentId}/widget",
  params: { organizationId, agentId },
  tag,
  summary: "Replaces the agent's website chat settings as a whole",
  roles,
  body: widgetSettingsBody,
  response: widgetSettingsView,
  action: "widget_settings.update",
});
