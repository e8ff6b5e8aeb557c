import "server-only";
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { preparedStatement } from "@/lib/db/prepared";
import { svcAgentRoles, svcAgents, svcFunctions, svcLiveChatConfigs, svcScrapingConfigs, svcWebhooks } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import type { AgentRow, OrganizationRow } from "./auth";
import { scrapingSkillFor } from "./crawler/skill";
import { notFound } from "./errors";
import { liveChatOfRow, presentLiveChatSkill } from "./live-chat/skill";
import { presentAgent, type AgentSkillSources } from "./presenters";

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

type WebhookSource = AgentSkillSources["webhooks"][number];

/**
 * What the agent's view shows beside its own row, read with it in one statement: its role's name, its
 * webhooks (oldest first), whether it has scraping configurations, its live chat's stored configuration
 * and whether any of its functions is enabled (null without functions).
 */
const skillSourceColumns = {
  // The agent's own columns are named with their table: a column of the table selected from alone is written unqualified.
  roleName: sql<string | null>`(select ${svcAgentRoles.name} from ${svcAgentRoles} where ${svcAgentRoles.id} = svc_agents.role_id)`,
  webhooks: sql<WebhookSource[]>`(select coalesce(json_agg(json_build_object(
      'status', w.status, 'title', w.title, 'description', w.description, 'url', w.url,
      'triggerCondition', w.trigger_condition, 'headers', w.headers) order by w.created_at, w.id), '[]'::json)
    from ${svcWebhooks} w where w.agent_id = svc_agents.id)`,
  hasScraping: sql<boolean>`exists (select 1 from ${svcScrapingConfigs} s where s.agent_id = svc_agents.id)`,
  liveChat: sql<{ config: unknown; updatedAt: string | null } | null>`(select json_build_object('config', l.config, 'updatedAt', l.updated_at)
    from ${svcLiveChatConfigs} l where l.agent_id = svc_agents.id)`,
  isAnyFunctionEnabled: sql<boolean | null>`(select bool_or(f.enabled) from ${svcFunctions} f where f.agent_id = svc_agents.id)`,
};

type SkillSourceRow = { [Name in keyof typeof skillSourceColumns]: (typeof skillSourceColumns)[Name]["_"]["type"] };

async function presentWithSources(db: Database, agent: AgentRow, organization: Pick<OrganizationRow, "id" | "name">, sources: SkillSourceRow) {
  // Scraping configurations are shown with their runs: read only for an agent that has any.
  const scraping = sources.hasScraping ? await scrapingSkillFor(db, agent.id) : undefined;
  const liveChat = sources.liveChat
    ? presentLiveChatSkill(
        agent.id,
        liveChatOfRow({ config: sources.liveChat.config, updatedAt: sources.liveChat.updatedAt === null ? null : new Date(sources.liveChat.updatedAt) }),
      )
    : undefined;
  const otherSkills = [
    ...(scraping && scraping.scrapingConfigs.length > 0 ? [scraping] : []),
    ...(liveChat ? [liveChat] : []),
    ...(sources.isAnyFunctionEnabled !== null
      ? [{ systemName: "FUNCTION", status: sources.isAnyFunctionEnabled ? ("active" as const) : ("inactive" as const) }]
      : []),
  ];
  return presentAgent(agent, organization, sources.roleName ?? "", { webhooks: sources.webhooks, otherSkills });
}

/** The agent as the API shows it, with its role's name and its skills. */
export async function agentView(db: Database, agent: AgentRow, organization: Pick<OrganizationRow, "id" | "name">) {
  const [sources] = await db.select(skillSourceColumns).from(svcAgents).where(eq(svcAgents.id, agent.id));
  return presentWithSources(
    db,
    agent,
    organization,
    sources ?? { roleName: null, webhooks: [], hasScraping: false, liveChat: null, isAnyFunctionEnabled: null },
  );
}

/** An agent of the organization as the API shows it (see `agentView`), read in one statement, or 404. */
export async function organizationAgentView(db: Database, organization: Pick<OrganizationRow, "id" | "name">, agentId: string) {
  const statement = preparedStatement(db, "service_organization_agent", () =>
    db
      .select({ agent: svcAgents, ...skillSourceColumns })
      .from(svcAgents)
      .where(and(eq(svcAgents.id, sql.placeholder("agentId")), eq(svcAgents.organizationId, sql.placeholder("organizationId"))))
      .prepare("service_organization_agent"),
  );
  const [found] = await statement.execute({ agentId: requireUuid(agentId, "Agent"), organizationId: organization.id });
  if (!found) throw notFound("Agent", agentId);
  const { agent, ...sources } = found;
  return presentWithSources(db, agent, organization, sources);
}
