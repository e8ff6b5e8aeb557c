import "server-only";

import { getAgent } from "@/lib/agent-api/contract/agents";
import type { Database } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import type { WidgetBoot, WidgetLook } from "@/lib/schemas/widget";
import { isInWidgetAudience, visitorCountry, type WidgetAudience } from "@/lib/widget/visitor-audience";
import { toWidgetLook } from "@/lib/widget/widget-look";

import { findWidgetAgent, type WidgetAgent } from "./widget-agent";
import { getSessionUser } from "../auth/session";
import { getAgentLiveChat, widgetLookKey } from "../live-chat/live-chat";
import { findOrganizationFor } from "../organizations/organizations";
import { clientAddress } from "../route/request-ip";
import { ConsoleRouteError } from "../route/route-error";
import { remember } from "../upstream/remember";
import { callUpstream } from "../upstream/upstream";

const lookTtlMs = 15_000;

/** What the widget shows, and to whom. */
export type WidgetProfile = { look: WidgetLook; audience: WidgetAudience };

/**
 * The widget's look and audience, read with the organization's key: its live-chat configuration and the name
 * customers see. Either may be missing (no organization key, the API down): the widget then shows the defaults,
 * to everyone. Kept for a few seconds, as every visitor's widget reads it; saving the configuration in the
 * console drops it at once.
 */
export function widgetProfileFor(db: Database, agent: WidgetAgent): Promise<WidgetProfile> {
  return remember(widgetLookKey(agent.agentId), lookTtlMs, async () => {
    const [config, details] = await Promise.all([
      getAgentLiveChat(db, agent.organization, agent.agentId).catch(() => undefined),
      callUpstream(db, { as: "organization", organization: agent.organization }, getAgent, { params: { id: agent.agentId } }).catch(() => undefined),
    ]);
    return {
      look: toWidgetLook(config, details?.publicName),
      audience: { whitelistedIps: config?.whitelistedIps ?? [], restrictedCountries: config?.restrictedCountries ?? [] },
    };
  });
}

/** The visitor a request comes from, as the widget's audience is decided: their address and, behind a trusted proxy, their country. */
export const widgetVisitorOf = (request: { headers: Headers }) => ({
  ip: clientAddress(request.headers),
  country: visitorCountry(request.headers, serverEnv().TRUSTED_PROXY_COUNT),
});

/** Refuses a visitor the live-chat configuration leaves out (addresses it does not list, countries it restricts). */
export async function requireWidgetAudience(db: Database, agent: WidgetAgent, request: { headers: Headers }): Promise<WidgetProfile> {
  const profile = await widgetProfileFor(db, agent);
  if (!isInWidgetAudience(profile.audience, widgetVisitorOf(request)))
    throw new ConsoleRouteError(403, "CHAT_NOT_AVAILABLE", "This chat is not available here.");
  return profile;
}

/**
 * Refuses a visitor the chat is not open to: one the configuration leaves out, and, while live chat is switched
 * off, everyone but the console's own people trying it in the preview (signed in to the agent's organization).
 */
export async function requireWidgetOpen(db: Database, agent: WidgetAgent, request: { headers: Headers }): Promise<WidgetProfile> {
  const profile = await requireWidgetAudience(db, agent, request);
  if (profile.look.isEnabled) return profile;
  const user = await getSessionUser();
  if (!user || !(await findOrganizationFor(user, agent.organization.id))) {
    throw new ConsoleRouteError(403, "CHAT_OFF", "This chat is switched off.");
  }
  return profile;
}

/** What the widget's page starts from, or undefined when the console holds no key for the agent or the visitor is left out. */
export async function widgetBootFor(
  db: Database,
  agentId: string,
  consoleOrigin: string,
  visitor?: { ip: string; country: string | undefined },
): Promise<{ boot: WidgetBoot; agent: WidgetAgent } | undefined> {
  const agent = await findWidgetAgent(db, agentId);
  if (!agent) return undefined;
  const { look, audience } = await widgetProfileFor(db, agent);
  if (visitor && !isInWidgetAudience(audience, visitor)) return undefined;
  const boot: WidgetBoot = {
    agentId,
    look,
    preChatForm: agent.settings.preChatForm,
    allowedOrigins: [...agent.settings.allowedOrigins, consoleOrigin],
    consoleOrigin,
  };
  return { boot, agent };
}
