import { deleteConversationUser, getConversationUser } from "@/lib/console/contract/conversation-users";
import { deleteConversationUser as removeConversationUser, readConversationUser } from "@/lib/console/conversation-users/agent-users";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getConversationUser, async ({ db, organization, params }) =>
  readConversationUser(db, organization, params.agentId, params.userId),
);

export const DELETE = handleConsoleRoute(deleteConversationUser, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} conversation-user:${params.userId}`;
  await removeConversationUser(db, organization, params.agentId, params.userId);
});
