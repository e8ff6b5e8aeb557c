import "server-only";
import { and, desc, eq } from "drizzle-orm";

import { upsertMessageFeedback } from "@/lib/agent-api/contract/agents";
import { createConversation, createMessageFileUploadUrl, getConversation, listMessages, sendMessage } from "@/lib/agent-api/contract/conversations";
import { createUser, searchUser } from "@/lib/agent-api/contract/users";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { Database } from "@/lib/db";
import { consoleWidgetConversations } from "@/lib/db/schema";
import type {
  WidgetFeedbackBody,
  WidgetSendBody,
  WidgetSendResult,
  WidgetStartBody,
  WidgetThread,
  WidgetUploadBody,
  WidgetUploadTicket,
} from "@/lib/schemas/widget";
import type { PreChatFormMode } from "@/lib/widget/pre-chat-form";
import { isWidgetUploadType } from "@/lib/widget/upload-types";
import { questionBefore, toWidgetThread } from "@/lib/widget/widget-thread";

import type { WidgetAgent } from "./widget-agent";
import { splitCustomerName } from "../chat/chat-view";
import { ensureInboxWebhooks } from "../inbox/inbox-webhooks";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

/** How the widget marks the users and conversations it creates. */
export const widgetSource = "switchboard-widget";

/** The title of the conversations the widget starts, as the inbox lists them. */
export const widgetConversationTitle = "Website chat";

export type VisitorConversation = typeof consoleWidgetConversations.$inferSelect;

const asAgent = (agent: WidgetAgent) => ({ as: "agent" as const, organization: agent.organization, agentId: agent.agentId });

const isNotFound = (error: unknown) => error instanceof AgentApiError && error.status === 404;

/** The visitor's newest conversation with the agent, if they started one in this browser. */
export async function latestVisitorConversation(db: Database, agent: WidgetAgent, visitorId: string): Promise<VisitorConversation | undefined> {
  const [row] = await db
    .select()
    .from(consoleWidgetConversations)
    .where(and(eq(consoleWidgetConversations.visitorId, visitorId), eq(consoleWidgetConversations.agentId, agent.agentId)))
    .orderBy(desc(consoleWidgetConversations.createdAt))
    .limit(1);
  return row;
}

/** One of the visitor's own conversations, or 404: no other conversation of the agent is read or written here. */
export async function requireVisitorConversation(
  db: Database,
  agent: WidgetAgent,
  visitorId: string,
  conversationId: string | undefined,
): Promise<VisitorConversation> {
  const [row] = conversationId
    ? await db
        .select()
        .from(consoleWidgetConversations)
        .where(
          and(
            eq(consoleWidgetConversations.conversationId, conversationId),
            eq(consoleWidgetConversations.visitorId, visitorId),
            eq(consoleWidgetConversations.agentId, agent.agentId),
          ),
        )
    : [];
  if (!row) throw new ConsoleRouteError(404, "NOT_FOUND", "This conversation is not available. Start a new chat.");
  return row;
}

async function readConversation(db: Database, agent: WidgetAgent, conversationId: string) {
  return callUpstream(db, asAgent(agent), getConversation, { params: { id: conversationId } });
}

async function readMessages(db: Database, agent: WidgetAgent, conversationId: string) {
  const page = await callUpstream(db, asAgent(agent), listMessages, {
    params: { id: conversationId },
    query: { orderDirection: "ASC", shouldIncludeFeedbacks: "true" },
  });
  return page.messages;
}

/** The conversation and its messages as the visitor sees them. */
export async function readVisitorThread(db: Database, agent: WidgetAgent, conversationId: string): Promise<WidgetThread> {
  const [conversation, messages] = await Promise.all([readConversation(db, agent, conversationId), readMessages(db, agent, conversationId)]);
  return toWidgetThread(conversation, messages);
}

const noVisitor = { name: null, email: null };

/** What a visitor told the pre-chat form, read back from their own user (every visitor chats as one of their own). */
export function visitorDetails(user: { firstName: string; lastName: string; email?: string | null }) {
  const isUnnamed = user.firstName === anonymousName.firstName && user.lastName === anonymousName.lastName;
  const name = isUnnamed ? "" : `${user.firstName} ${user.lastName === "Customer" ? "" : user.lastName}`.trim();
  return { name: name || null, email: user.email ?? null };
}

/** The visitor's newest conversation, with what they told the pre-chat form; nothing when it is gone from the API. */
export async function visitorWelcomeBack(db: Database, agent: WidgetAgent, visitorId: string) {
  const latest = await latestVisitorConversation(db, agent, visitorId);
  if (!latest) return { thread: null, visitor: noVisitor };
  try {
    const [conversation, messages] = await Promise.all([readConversation(db, agent, latest.conversationId), readMessages(db, agent, latest.conversationId)]);
    return { thread: toWidgetThread(conversation, messages), visitor: visitorDetails(conversation.user) };
  } catch (error) {
    if (isNotFound(error)) return { thread: null, visitor: noVisitor };
    throw error;
  }
}

const visitorFkId = (visitorId: string) => `widget-visitor:${visitorId}`;
const anonymousName = { firstName: "Website", lastName: "visitor" };

/** The pre-chat form's answers, checked against what the agent's form asks for. */
export function preChatProblems(mode: PreChatFormMode, body: WidgetStartBody): Record<string, string> {
  if (mode !== "required") return {};
  const problems: Record<string, string> = {};
  if (!body.name?.trim()) problems.name = "Enter your name";
  if (!body.email?.trim()) problems.email = "Enter your email address";
  return problems;
}

async function findVisitorUser(db: Database, agent: WidgetAgent, visitorId: string) {
  try {
    return (await callUpstream(db, asAgent(agent), searchUser, { query: { fkId: visitorFkId(visitorId) } })).user;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * The conversation user a visitor chats as: their own, one per visitor (its `fkId` names the visitor), found
 * again for every later chat, or created with the name and email they gave (or as "Website visitor"). An email
 * is never a way into another customer's record: typing one proves nothing. When the agent already has a user
 * with that email, the visitor's user is created without it, and its context says which email they gave.
 */
async function conversationUserFor(db: Database, agent: WidgetAgent, visitorId: string, body: WidgetStartBody): Promise<string> {
  const own = await findVisitorUser(db, agent, visitorId);
  if (own) return own.id;
  const email = body.email?.trim() || undefined;
  const base = {
    ...(body.name?.trim() ? splitCustomerName(body.name) : anonymousName),
    fkId: visitorFkId(visitorId),
    source: widgetSource,
    customData: { source: widgetSource },
  };
  const create = (extra: { email?: string; context?: string }) => callUpstream(db, asAgent(agent), createUser, { body: { ...base, ...extra } });
  if (!email) return (await create({})).id;
  try {
    return (await create({ email })).id;
  } catch (error) {
    if (!(error instanceof AgentApiError && error.status === 400)) throw error;
    // Another user of the agent has this email, or this visitor's own user was made at the same moment.
    const made = await findVisitorUser(db, agent, visitorId);
    if (made) return made.id;
    return (await create({ context: `Gave the email ${email} in the website chat (not verified; another customer record has it).` })).id;
  }
}

/** Starts a conversation for the visitor, and makes sure the inbox hears of it live. */
export async function startVisitorConversation(db: Database, agent: WidgetAgent, visitorId: string, body: WidgetStartBody): Promise<WidgetThread> {
  const problems = preChatProblems(agent.settings.preChatForm, body);
  if (Object.keys(problems).length > 0) throw new ConsoleRouteError(400, "INVALID_INPUT", "Some fields need attention.", problems);
  const conversationUserId = await conversationUserFor(db, agent, visitorId, agent.settings.preChatForm === "off" ? {} : body);
  const conversation = await callUpstream(db, asAgent(agent), createConversation, {
    body: { conversationUserId, title: widgetConversationTitle, customData: { source: widgetSource } },
  });
  await db.insert(consoleWidgetConversations).values({
    conversationId: conversation.id,
    organizationId: agent.organization.id,
    agentId: agent.agentId,
    visitorId,
    conversationUserId,
  });
  await ensureInboxWebhooks(db, agent.organization, agent.agentId, null);
  return toWidgetThread(conversation, []);
}

/** Sends the visitor's message and waits for the agent's answer (none while a person has the conversation). */
export async function sendVisitorMessage(db: Database, agent: WidgetAgent, conversationId: string, body: WidgetSendBody): Promise<WidgetSendResult> {
  const conversation = await readVisitorThread(db, agent, conversationId);
  if (conversation.conversation.isEnded) throw new ConsoleRouteError(409, "CONVERSATION_ENDED", "This chat has ended. Start a new chat to write again.");
  const sent = await callUpstream(db, asAgent(agent), sendMessage, { params: { id: conversationId }, body: { message: body.message, files: body.files } });
  const thread = await readVisitorThread(db, agent, conversationId);
  return { ...thread, isAnswered: sent.senderRole !== "conversation_user" };
}

/** A signed URL the visitor's browser uploads an attachment to. */
export async function createVisitorUpload(db: Database, agent: WidgetAgent, conversationId: string, body: WidgetUploadBody): Promise<WidgetUploadTicket> {
  if (!isWidgetUploadType(body.contentType)) {
    throw new ConsoleRouteError(400, "INVALID_INPUT", "This kind of file cannot be sent.", { contentType: "Send an image, a PDF or a text file." });
  }
  const ticket = await callUpstream(db, asAgent(agent), createMessageFileUploadUrl, {
    params: { id: conversationId },
    body: { fileName: body.fileName, contentType: body.contentType },
  });
  return { signedUrl: ticket.signedUrl, storagePath: ticket.storagePath };
}

/** The visitor's thumbs up or down on one of the answers in their conversation. */
export async function voteOnAnswer(
  db: Database,
  agent: WidgetAgent,
  conversation: VisitorConversation,
  messageId: string,
  body: WidgetFeedbackBody,
): Promise<void> {
  const messages = await readMessages(db, agent, conversation.conversationId);
  const answer = messages.find((message) => message.id === messageId);
  if (!answer || answer.senderRole === "conversation_user") throw new ConsoleRouteError(404, "NOT_FOUND", "There is no such answer in this chat.");
  await callUpstream(db, asAgent(agent), upsertMessageFeedback, {
    body: {
      conversationMessageId: answer.id,
      userId: conversation.conversationUserId,
      voteType: body.vote,
      question: questionBefore(messages, answer.id),
      answer: answer.message,
    },
  });
}
