import {
  conversationUserSearch,
  conversationUserSearchResult,
  conversationUsersPage,
  conversationUsersPageQuery,
  conversationUserView,
  createConversationUserBody,
} from "@/lib/schemas/console/agent-users";

import { defineConsoleRoute } from "./define";
import { handlerCheckedQuery } from "./handler-checked-query";
import { pathParams } from "./path-params";

const tag = "Conversation users";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;
const userId = pathParams.conversationUser;

export const listConversationUsers = defineConsoleRoute({
  id: "listConversationUsers",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/users",
  params: { organizationId, agentId },
  tag,
  summary: "One page of the agent's conversation users, newest first",
  description: "A page that cannot exist is refused with 400 `INVALID_INPUT`, naming `page`.",
  roles,
  query: conversationUsersPageQuery,
  queryRefusal: { message: "There is no such page.", fields: { page: "page from 1, pageSize 1 to 100" } },
  response: conversationUsersPage,
});

export const createConversationUser = defineConsoleRoute({
  id: "createConversationUser",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/users",
  params: { organizationId, agentId },
  tag,
  summary: "Adds a conversation user to the agent by hand",
  roles,
  body: createConversationUserBody,
  response: conversationUserView,
  status: 201,
  action: "conversation_user.create",
});

export const searchConversationUsers = defineConsoleRoute({
  id: "searchConversationUsers",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/users/search",
  params: { organizationId, agentId },
  tag,
  summary: "The conversation user with one contact, or `user: null` when nobody has it",
  description: "A contact that is not of its kind is refused with 400 `INVALID_INPUT`, naming `by` or `value`.",
  roles,
  query: handlerCheckedQuery(conversationUserSearch),
  response: conversationUserSearchResult,
});

export const getConversationUser = defineConsoleRoute({
  id: "getConversationUser",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/users/{userId}",
  params: { organizationId, agentId, userId },
  tag,
  summary: "One conversation user of the agent",
  roles,
  response: conversationUserView,
});

export const deleteConversationUser = defineConsoleRoute({
  id: "deleteConversationUser",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/users/{userId}",
  params: { organizationId, agentId, userId },
  tag,
  summary: "Deletes a conversation user with their conversations in this agent",
  roles,
  action: "conversation_user.delete",
});
