import "server-only";

import { listConversations } from "@/lib/agent-api/contract/conversations";
import { listActivityConversations } from "@/lib/agent-api/contract/statistics";
import type { DatabaseExecutor } from "@/lib/db";
import { usageConversationsPageSize, type UsageConversation, type UsageConversationsPage } from "@/lib/schemas/console/usage";

import { agentName } from "./agent-figures";
import { requireUsageAgent } from "./agent-usage";
import { playgroundExclusion } from "./playground-traffic";
import { isUnreported } from "../limits/agent-limits";
import type { ConsoleOrganization } from "../organizations/organizations";
import { callUpstream } from "../upstream/upstream";

type Query = { from: string; to: string; userId?: string; page: number; isPlaygroundIncluded?: boolean };
type Caller = { as: "agent"; organization: ConsoleOrganization; agentId: string };
type Page = Omit<UsageConversationsPage, "agent" | "from" | "to" | "customerDetails">;

type UpstreamPage<T> = { currentPage: number; pageSize: number; totalItems: number; totalPages: number; data: T[] };

/** An upstream page of conversations as the usage page lists them. */
function usagePage<T>(page: UpstreamPage<T>, toConversation: (conversation: T) => UsageConversation): Page {
  const { currentPage, pageSize, totalItems, totalPages, data } = page;
  return { page: currentPage, pageSize, totalItems, totalPages, conversations: data.map(toConversation) };
}

/** The conversations started in the period, as this service's statistics extension lists them (the playground's left out unless asked for). */
async function startedIn(db: DatabaseExecutor, caller: Caller, query: Query): Promise<Page> {
  const page = await callUpstream(db, caller, listActivityConversations, {
    query: {
      page: query.page,
      pageSize: usageConversationsPageSize,
      startDate: query.from,
      endDate: query.to,
      ...(query.userId ? { conversationUserId: query.userId } : {}),
      ...playgroundExclusion(query.isPlaygroundIncluded ?? false),
    },
  });
  return usagePage(page, (conversation) => ({
    id: conversation.id,
    title: conversation.title ?? null,
    conversationUserId: conversation.conversationUserId,
    userName: conversation.userName,
    userEmail: conversation.userEmail ?? null,
    mode: conversation.mode,
    source: conversation.source,
    messages: conversation.messages,
    tokens: conversation.tokens,
    isHandedOff: conversation.isHandedOff,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
  }));
}

/** Without the extension: the standard conversation list, filtered by the API's own date filter. */
async function listedIn(db: DatabaseExecutor, caller: Caller, query: Query): Promise<Page> {
  const page = await callUpstream(db, caller, listConversations, {
    query: {
      page: query.page,
      pageSize: usageConversationsPageSize,
      orderBy: "createdAt",
      orderDirection: "DESC",
      startDate: query.from,
      endDate: new Date(Date.parse(query.to) - 1).toISOString(),
      ...(query.userId ? { userId: query.userId } : {}),
    },
  });
  return usagePage(page, (conversation) => ({
    id: conversation.id,
    title: conversation.title ?? null,
    conversationUserId: conversation.conversationUserId,
    userName: `${conversation.user.firstName} ${conversation.user.lastName}`.trim() || "Unknown user",
    userEmail: conversation.user.email ?? null,
    mode: conversation.mode ?? null,
    source: null,
    messages: null,
    tokens: null,
    isHandedOff: null,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
  }));
}

/** The conversations behind a point of a chart: those started in its bucket, newest first. */
export async function readUsageConversations(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  query: Query,
): Promise<Omit<UsageConversationsPage, "customerDetails">> {
  await requireUsageAgent(db, organization, agentId);
  const caller: Caller = { as: "agent", organization, agentId };
  const [name, page] = await Promise.all([
    agentName(db, organization, agentId),
    startedIn(db, caller, query).catch((error: unknown) => {
      if (isUnreported(error, { isMissingPathExpected: true })) return listedIn(db, caller, query);
      throw error;
    }),
  ]);
  return { agent: { agentId, name }, from: query.from, to: query.to, ...page };
}
