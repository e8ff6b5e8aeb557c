import { requireChatAgent, requireChatId, startChat } from "@/lib/console/chat";
import { route } from "@/lib/console/route";
import { chatStartBody, chatThread } from "@/lib/schemas/console/chat";

/** Starts a customer chat with the agent: finds or creates the customer by email, then opens a conversation. */
export const POST = route(
  {
    roles: ["superadmin", "org_admin", "operator"],
    organization: true,
    body: chatStartBody,
    response: chatThread,
    action: "chat.conversation.start",
    successStatus: 201,
  },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requireChatId(params.agentId, "agent");
    await requireChatAgent(db, user, organization!, agentId);
    const thread = await startChat({ db, organization: organization!, agentId }, body);
    audit.target = `agent:${agentId} conversation:${thread.conversation.id}`;
    return thread;
  },
);
