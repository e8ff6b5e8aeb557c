import { chatThread, requireChatAgent, requireChatId, sendChatMessage } from "@/lib/console/chat";
import { route } from "@/lib/console/route";
import { chatSendBody, chatSendResult, chatThread as chatThreadResponse } from "@/lib/schemas/console/chat";

const roles = ["superadmin", "org_admin", "operator"] as const;

/** A conversation the chat page started, and its messages oldest first: polled for the operator's replies. */
export const GET = route({ roles, organization: true, response: chatThreadResponse }, async ({ db, user, organization, params }) => {
  const agentId = requireChatId(params.agentId, "agent");
  const conversationId = requireChatId(params.conversationId, "conversation");
  await requireChatAgent(db, user, organization!, agentId);
  return chatThread({ db, organization: organization!, agentId }, conversationId);
});

/** Sends the customer's message and waits for the agent's answer (none while a person has the conversation). */
export const POST = route(
  { roles, organization: true, body: chatSendBody, response: chatSendResult, action: "chat.message.send", successStatus: 201 },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requireChatId(params.agentId, "agent");
    const conversationId = requireChatId(params.conversationId, "conversation");
    audit.target = `agent:${agentId} conversation:${conversationId}`;
    audit.details = { characters: body.message.length };
    await requireChatAgent(db, user, organization!, agentId);
    return sendChatMessage({ db, organization: organization!, agentId }, conversationId, body.message);
  },
);
