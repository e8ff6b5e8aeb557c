import "server-only";

import { createConversation, getConversation, getResponseOn, listMessages, sendMessage, sendMessageAsync } from "@/lib/agent-api/contract/conversations";
import { createPrompt, createPromptUploadUrl, getPromptResponse, processPrompt } from "@/lib/agent-api/contract/prompts";
import { createUser, searchUser } from "@/lib/agent-api/contract/users";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { DatabaseExecutor } from "@/lib/db";
import type { PlaygroundPromptBody } from "@/lib/schemas/console/playground";

import {
  isPlaygroundConversationOf,
  playgroundSource,
  playgroundUserEmail,
  playgroundUserName,
  toPlaygroundConversation,
  toPlaygroundMessage,
} from "./playground-view";
import type { SessionUser } from "../auth/session";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

/** Who the playground talks to the API as: the agent itself, with its key from the vault. */
export type PlaygroundScope = { db: DatabaseExecutor; organization: ConsoleOrganization; agentId: string; user: Pick<SessionUser, "id" | "name"> };

const asAgent = ({ organization, agentId }: PlaygroundScope) => ({ as: "agent" as const, organization, agentId });

const isStatus = (error: unknown, status: number) => error instanceof AgentApiError && error.status === status;

async function findPlaygroundUser(scope: PlaygroundScope, email: string) {
  try {
    return (await callUpstream(scope.db, asAgent(scope), searchUser, { query: { email } })).user;
  } catch (error) {
    if (isStatus(error, 404)) return undefined;
    throw error;
  }
}

/**
 * The console user's test user of this agent, created on first use. Two first uses at once both try to
 * create it: the one the API refuses as existing finds the other's.
 */
export async function ensurePlaygroundUser(scope: PlaygroundScope) {
  const email = playgroundUserEmail(scope.user.id);
  const found = await findPlaygroundUser(scope, email);
  if (found) return found;
  try {
    return await callUpstream(scope.db, asAgent(scope), createUser, {
      body: { ...playgroundUserName(scope.user.name), email, source: playgroundSource, skipEmailValidation: true },
    });
  } catch (error) {
    const again = isStatus(error, 400) ? await findPlaygroundUser(scope, email) : undefined;
    if (again) return again;
    throw error;
  }
}

/** Opens a new conversation for the console user's test user. */
export async function startPlaygroundConversation(scope: PlaygroundScope) {
  const user = await ensurePlaygroundUser(scope);
  const conversation = await callUpstream(scope.db, asAgent(scope), createConversation, {
    body: { conversationUserId: user.id, title: "Playground", customData: { source: playgroundSource } },
  });
  return toPlaygroundConversation(conversation);
}

/**
 * A conversation of the console user's test user, or 404: the playground never reads or writes
 * another person's conversation, even given its id.
 */
async function requireOwnConversation(scope: PlaygroundScope, conversationId: string) {
  const conversation = await callUpstream(scope.db, asAgent(scope), getConversation, { params: { id: conversationId } });
  if (!isPlaygroundConversationOf(conversation, scope.user.id)) {
    throw new ConsoleRouteError(404, "NOT_FOUND", "This is not one of your playground conversations. Start a new one.");
  }
  return conversation;
}

export async function listPlaygroundMessages(scope: PlaygroundScope, conversationId: string) {
  const [, page] = await Promise.all([
    requireOwnConversation(scope, conversationId),
    callUpstream(scope.db, asAgent(scope), listMessages, { params: { id: conversationId }, query: { orderDirection: "ASC" } }),
  ]);
  return { messages: page.messages.map(toPlaygroundMessage) };
}

/** Sends a message and waits for the answer; in manual mode the API answers with the stored message itself. */
export async function sendPlaygroundMessage(scope: PlaygroundScope, conversationId: string, message: string) {
  await requireOwnConversation(scope, conversationId);
  const reply = await callUpstream(scope.db, asAgent(scope), sendMessage, { params: { id: conversationId }, body: { message } });
  return toPlaygroundMessage(reply);
}

/** Sends a message without waiting: the stored message comes back, its answer is polled for. */
export async function sendPlaygroundMessageAsync(scope: PlaygroundScope, conversationId: string, message: string) {
  await requireOwnConversation(scope, conversationId);
  const question = await callUpstream(scope.db, asAgent(scope), sendMessageAsync, { params: { id: conversationId }, body: { message } });
  return toPlaygroundMessage(question);
}

/** Where the answer to one message is. Polled often, so it reads the answer only (the message id ties it to the conversation). */
export async function playgroundReplyTo(scope: PlaygroundScope, conversationId: string, questionId: string) {
  const reply = await callUpstream(scope.db, asAgent(scope), getResponseOn, { params: { id: conversationId, questionMessageId: questionId } });
  return { status: reply.status, message: reply.message ? toPlaygroundMessage(reply.message) : null, error: reply.error };
}

export const createPlaygroundUploadUrl = (scope: PlaygroundScope, body: { fileName: string; contentType: string }) =>
  callUpstream(scope.db, asAgent(scope), createPromptUploadUrl, { body });

export const runPlaygroundPrompt = (scope: PlaygroundScope, body: PlaygroundPromptBody) => callUpstream(scope.db, asAgent(scope), processPrompt, { body });

export const queuePlaygroundPrompt = (scope: PlaygroundScope, body: PlaygroundPromptBody) => callUpstream(scope.db, asAgent(scope), createPrompt, { body });

export const playgroundPromptResult = (scope: PlaygroundScope, promptId: string) =>
  callUpstream(scope.db, asAgent(scope), getPromptResponse, { params: { id: promptId } });
