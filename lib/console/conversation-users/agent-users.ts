import "server-only";

import { getOrganizationAgentUsers } from "@/lib/agent-api/contract/agents";
import { getAgentPlatformUsers } from "@/lib/agent-api/contract/organization-users";
import { createUser, deleteUser, getUser, searchUser } from "@/lib/agent-api/contract/users";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { DatabaseExecutor } from "@/lib/db";
import {
  conversationUserView,
  upstreamAgentPlatformUser,
  type ConversationUserSearch,
  type ConversationUserSearchResult,
  type ConversationUsersPage,
  type CreateConversationUserBody,
} from "@/lib/schemas/console/agent-users";

import type { ConsoleOrganization } from "../organizations/organizations";
import { callUpstream } from "../upstream/upstream";
import { withConsoleTruth } from "../users/platform-user-truth";
import { membersOf } from "../users/user-directory";

const asAgent = (organization: ConsoleOrganization, agentId: string) => ({ as: "agent" as const, organization, agentId });
const asOrganization = (organization: ConsoleOrganization) => ({ as: "organization" as const, organization });

/** One page of the agent's conversation users, newest first (read with the organization's key). */
export async function listConversationUsers(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  query: { page: number; pageSize: number },
): Promise<ConversationUsersPage> {
  const page = await callUpstream(db, asOrganization(organization), getOrganizationAgentUsers, {
    params: { id: agentId },
    query: { ...query, orderBy: "createdAt", orderDirection: "DESC" },
  });
  return {
    users: page.data.map((user) => conversationUserView.parse(user)),
    page: page.currentPage,
    pageSize: page.pageSize,
    totalItems: page.totalItems,
    totalPages: page.totalPages,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
  };
}

/** The conversation user with this contact, or none: the API's 404 here means "nobody has it", not a failure. */
export async function searchConversationUsers(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  search: ConversationUserSearch,
): Promise<ConversationUserSearchResult> {
  try {
    const found = await callUpstream(db, asAgent(organization, agentId), searchUser, { query: { [search.by]: search.value } });
    return { user: conversationUserView.parse(found.user), conversationIds: found.conversationIds };
  } catch (error) {
    if (error instanceof AgentApiError && error.status === 404) return { user: null, conversationIds: [] };
    throw error;
  }
}

export async function readConversationUser(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, userId: string) {
  return conversationUserView.parse(await callUpstream(db, asAgent(organization, agentId), getUser, { params: { id: userId } }));
}

export async function createConversationUser(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, body: CreateConversationUserBody) {
  return conversationUserView.parse(await callUpstream(db, asAgent(organization, agentId), createUser, { body }));
}

/** Deletes the conversation user with their conversations in this agent. */
export async function deleteConversationUser(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, userId: string) {
  await callUpstream(db, asAgent(organization, agentId), deleteUser, { params: { id: userId } });
}

/** The platform users who work on the agent, with their role, status (as the organization's list tells it) and why they have access. */
export async function listAgentPlatformUsers(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  const [users, members] = await Promise.all([
    callUpstream(db, asOrganization(organization), getAgentPlatformUsers, { params: { id: agentId } }),
    membersOf(db, organization.id),
  ]);
  return withConsoleTruth(
    users.map((user) => upstreamAgentPlatformUser.parse(user)),
    members,
  );
}
