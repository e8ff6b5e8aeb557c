import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcAgentRoles, svcAgents, svcFunctions, svcWebhooks } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import type { AgentRow, OrganizationRow } from "./auth";
import { scrapingSkillFor } from "./crawler/skill";
import { notFound } from "./errors";
import { liveChatSkillFor } from "./live-chat/skill";
import { presentAgent } from "./presenters";

/** An id in its stored form (lowercase), or 404: anything but a UUID cannot name a stored entity. */
export function requireUuid(value: string, what: string): string {
  if (!isUuid(value)) throw notFound(what, value);
  return value.toLowerCase();
}

/** An agent of the organization, or 404 (another organization's agent is not found either). */
export async function findOrganizationAgent(db: Database, organizationId: string, agentId: string): Promise<AgentRow> {
  const [agent] = await db
    .select()
    .from(svcAgents)
    .where(and(eq(svcAgents.id, requireUuid(agentId, "Agent")), eq(svcAgents.organizationId, organizationId)));
  if (!agent) throw notFound("Agent", agentId);
  return agent;
}

/** The agent as the API shows it, with its role's name and its skills. */
export async function agentView(db: Database, agent: AgentRow, organization: Pick<OrganizationRow, "id" | "name">) {
  const [[role], webhooks, scraping, liveChat, functions] = await Promise.all([
    db.select({ name: svcAgentRoles.name }).from(svcAgentRoles).where(eq(svcAgentRoles.id, agent.roleId)),
    db.select().from(svcWebhooks).where(eq(svcWebhooks.agentId, agent.id)),
    scrapingSkillFor(db, agent.id),
    liveChatSkillFor(db, agent.id),
    db.select({ enabled: svcFunctions.enabled }).from(svcFunctions).where(eq(svcFunctions.agentId, agent.id)),
  ]);
  const otherSkills = [
    ...(scraping.scrapingConfigs.length > 0 ? [scraping] : []),
    ...(liveChat ? [liveChat] : []),
    ...(functions.length > 0 ? [{ systemName: "FUNCTION", status: functions.some((fn) => fn.enabled) ? ("active" as const) : ("inactive" as const) }] : []),
  ];
  return presentAgent(agent, organization, role?.name ?? "", { webhooks, otherSkills });
}
