import { requireAgentId } from "@/lib/console/agent-keys";
import { deleteConversationUser, readConversationUser, requireConversationUserId } from "@/lib/console/agent-users";
import { route } from "@/lib/console/route";
import { conversationUserView } from "@/lib/schemas/console/agent-users";

const roles = ["superadmin", "org_admin"] as const;

/** One conversation user of the agent. */
export const GET = route({ roles, organization: true, response: conversationUserView }, async ({ db, organization, params }) =>
  readConversationUser(db, organization!, requireAgentId(params.agentId), requireConversationUserId(params.userId)),
);

/** Deletes a conversation user with their conversations in this agent. */
export const DELETE = route({ roles, organization: true, action: "conversation_user.delete" }, async ({ db, organization, params, audit }) => {
  const agentId = requireAgentId(params.agentId);
  const userId = requireConversationUserId(params.userId);
  audit.target = `agent:${agentId} conversation-user:${userId}`;
  await deleteConversationUser(db, organization!, agentId, userId);
});
