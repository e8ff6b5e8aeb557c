import "server-only";

import type { z } from "zod";

import { createLiveChatImageUploadUrl, getLiveChatConfig, updateLiveChatConfig } from "@/lib/agent-api/contract/live-chat";
import type { DatabaseExecutor } from "@/lib/db";
import type { liveChatConfigBody, liveChatImageUploadBody } from "@/lib/schemas/agent-api/live-chat";

import type { ConsoleOrganization } from "../organizations/organizations";
import { forget } from "../upstream/remember";
import { callUpstream } from "../upstream/upstream";

/** The live-chat operations are the organization's: they are called with its key, naming the agent. */
const asOrganization = (organization: ConsoleOrganization) => ({ as: "organization" as const, organization });

export const getAgentLiveChat = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) =>
  callUpstream(db, asOrganization(organization), getLiveChatConfig, { params: { agentId } });

/** The key under which the widget keeps an agent's live-chat look for a few seconds. */
export const widgetLookKey = (agentId: string) => `widget-look:${agentId}`;

/** Replaces the configuration; the widget shows the new one from its next read. */
export async function updateAgentLiveChat(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, body: z.output<typeof liveChatConfigBody>) {
  const saved = await callUpstream(db, asOrganization(organization), updateLiveChatConfig, { params: { agentId }, body });
  forget(widgetLookKey(agentId));
  return saved;
}

export const createLiveChatImageUploadTicket = (db: DatabaseExecutor, organization: ConsoleOrganization, body: z.output<typeof liveChatImageUploadBody>) =>
  callUpstream(db, asOrganization(organization), createLiveChatImageUploadUrl, { body });

/** What an audit entry keeps of a saved configuration: whether it is on, and which settings it has beyond the defaults. */
export function liveChatAuditDetails(body: z.output<typeof liveChatConfigBody>, defaults: z.output<typeof liveChatConfigBody>) {
  const changed = (Object.keys(body) as (keyof typeof body)[]).filter((name) => JSON.stringify(body[name]) !== JSON.stringify(defaults[name]));
  return { enabled: body.enabled, customized: changed.filter((name) => name !== "enabled").sort() };
}
