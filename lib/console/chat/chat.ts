import "server-only";

import { getAgent } from "@/lib/agent-api/contract/agents";
import { createConversation, getConversation, listMessages, sendMessage } from "@/lib/agent-api/contract/conversations";
import { createUser, searchUser } from "@/lib/agent-api/contract/users";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { Database } from "@/lib/db";
import type { ChatSendResult, ChatStartBody, ChatThread, ChatWidget } from "@/lib/schemas/console/chat";

import {
  chatConversationTitle,
  chatSource,
  isChatConversation,
  isChatUser,
  splitCustomerName,
  toChatConversation,
  toChatMessage,
  toChatWidget,
} from "./chat-view";
import type { SessionUser } from "../auth/session";
import { inboxAgentIds } from "../inbox/inbox-agents";
import { getAgentLiveChat } from "../live-chat/live-chat";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

/** Who the chat page talks to the API as: the agent itself, with its key from the vault. */
export type ChatScope = { db: Database; organization: ConsoleOrganization; agentId: string };

const asAgent = ({ organization, agentId }: ChatScope) => ({ as: "agent" as const, organization, agentId });

const isStatus = (error: unknown, status: number) => error instanceof AgentApiError && error.status === status;

/** Whether the user may chat with the agent: one whose conversations they work (admins: every keyed agent; operators: theirs). */
export async function canChatWith(db: Database, user: SessionUser, organization: ConsoleOrganization, agentId: string): Promise<boolean> {
  return (await inboxAgentIds(db, user, organization)).includes(agentId);
}

/** Refuses an agent the user does not work on, or one the console holds no key for. */
export async function requireChatAgent(db: Database, user: SessionUser, organization: ConsoleOrganization, agentId: string): Promise<void> {
  if (!(await canChatWith(db, user, organization, agentId))) {
    throw new ConsoleRouteError(404, "NOT_FOUND", "This agent is not available to chat with: it is not one of yours, or the console holds no key for it.");
  }
}

async function findCustomer(scope: ChatScope, email: string) {
  try {
    return (await callUpstream(scope.db, asAgent(scope), searchUser, { query: { email } })).user;
  } catch (error) {
    if (isStatus(error, 404)) return undefined;
    throw error;
  }
}

const realCustomerMessage = "This email belongs to one of the agent's real customers. Use another email to try the chat.";

/**
 * The conversation user the customer chats as: found again by email when the chat page made it, else
 * created. An email of a real customer of the agent is refused, so trying the chat never writes into a
 * real person's record. Two first uses at once both try to create it: the one refused finds the other's.
 */
export async function ensureChatCustomer(scope: ChatScope, body: ChatStartBody) {
  const email = body.email.trim();
  const claim = (user: NonNullable<Awaited<ReturnType<typeof findCustomer>>>) => {
    if (!isChatUser(user)) throw new ConsoleRouteError(400, "INVALID_INPUT", realCustomerMessage, { email: realCustomerMessage });
    return user;
  };
  const found = await findCustomer(scope, email);
  if (found) return claim(found);
  try {
    return await callUpstream(scope.db, asAgent(scope), createUser, {
      body: { ...splitCustomerName(body.name), email, source: chatSource, customData: { source: chatSource } },
    });
  } catch (error) {
    const again = isStatus(error, 400) ? await findCustomer(scope, email) : undefined;
    if (again) return claim(again);
    throw error;
  }
}

/** Starts a conversation for the customer, marked as the chat page's. */
export async function startChat(scope: ChatScope, body: ChatStartBody): Promise<ChatThread> {
  const customer = await ensureChatCustomer(scope, body);
  const conversation = await callUpstream(scope.db, asAgent(scope), createConversation, {
    body: { conversationUserId: customer.id, title: chatConversationTitle, customData: { source: chatSource } },
  });
  return { conversation: toChatConversation(conversation), messages: [] };
}

/** A conversation the chat page started, or 404: no other conversation of the agent is read or written here. */
async function requireChatConversation(scope: ChatScope, conversationId: string) {
  const conversation = await callUpstream(scope.db, asAgent(scope), getConversation, { params: { id: conversationId } });
  if (!isChatConversation(conversation)) {
    throw new ConsoleRouteError(404, "NOT_FOUND", "This conversation was not started on the chat page. Start a new chat.");
  }
  return conversation;
}

/** The conversation and its messages, oldest first. */
export async function chatThread(scope: ChatScope, conversationId: string): Promise<ChatThread> {
  const [conversation, page] = await Promise.all([
    requireChatConversation(scope, conversationId),
    callUpstream(scope.db, asAgent(scope), listMessages, { params: { id: conversationId }, query: { orderDirection: "ASC" } }),
  ]);
  return { conversation: toChatConversation(conversation), messages: page.messages.map(toChatMessage) };
}

/**
 * Sends the customer's message and waits for the agent's answer. While a person has the conversation
 * (manual mode) the API stores the message and answers with it: nothing is answered, a person will.
 */
export async function sendChatMessage(scope: ChatScope, conversationId: string, message: string): Promise<ChatSendResult> {
  await requireChatConversation(scope, conversationId);
  const sent = await callUpstream(scope.db, asAgent(scope), sendMessage, { params: { id: conversationId }, body: { message } });
  const thread = await chatThread(scope, conversationId);
  return { ...thread, isAnswered: sent.senderRole !== "conversation_user" };
}

/**
 * What the chat page shows of the agent's widget: its live-chat configuration and the name customers
 * see, read with the organization's key. Either may be missing (no organization key, the API down):
 * the chat then shows the defaults, and still works with the agent's own key.
 */
export async function chatWidgetFor(db: Database, organization: ConsoleOrganization, agentId: string): Promise<ChatWidget> {
  const [config, agent] = await Promise.all([
    getAgentLiveChat(db, organization, agentId).catch(() => undefined),
    callUpstream(db, { as: "organization", organization }, getAgent, { params: { id: agentId } }).catch(() => undefined),
  ]);
  return toChatWidget(config, agent?.publicName);
}
