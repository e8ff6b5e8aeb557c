import "server-only";

import { getAgent } from "@/lib/agent-api/contract/agents";
import type { Database } from "@/lib/db";
import type { WidgetBoot, WidgetLook } from "@/lib/schemas/widget";
import { toWidgetLook } from "@/lib/widget/widget-look";

import { getAgentLiveChat, widgetLookKey } from "../live-chat";
import { remember } from "../remember";
import { callUpstream } from "../upstream";
import { findWidgetAgent, type WidgetAgent } from "./widget-agent";

const lookTtlMs = 15_000;

/**
 * The widget's look, read with the organization's key: its live-chat configuration and the name customers see.
 * Either may be missing (no organization key, the API down): the widget then shows the defaults. Kept for a few
 * seconds, as every visitor's widget reads it; saving the configuration in the console drops it at once.
 */
export function widgetLookFor(db: Database, agent: WidgetAgent): Promise<WidgetLook> {
  return remember(widgetLookKey(agent.agentId), lookTtlMs, async () => {
    const [config, details] = await Promise.all([
      getAgentLiveChat(db, agent.organization, agent.agentId).catch(() => undefined),
      callUpstream(db, { as: "organization", organization: agent.organization }, getAgent, { params: { id: agent.agentId } }).catch(() => undefined),
    ]);
    return toWidgetLook(config, details?.publicName);
  });
}

/** What the widget's page starts from, or undefined when the console holds no key for the agent. */
export async function widgetBootFor(db: Database, agentId: string, consoleOrigin: string): Promise<{ boot: WidgetBoot; agent: WidgetAgent } | undefined> {
  const agent = await findWidgetAgent(db, agentId);
  if (!agent) return undefined;
  const look = await widgetLookFor(db, agent);
  const boot: WidgetBoot = {
    agentId,
    look,
    preChatForm: agent.settings.preChatForm,
    allowedOrigins: [...agent.settings.allowedOrigins, consoleOrigin],
    consoleOrigin,
  };
  return { boot, agent };
}
