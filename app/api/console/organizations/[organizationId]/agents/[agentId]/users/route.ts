import { createConversationUser, listConversationUsers } from "@/lib/console/contract/conversation-users";
import { createConversationUser as addConversationUser, listConversationUsers as readConversationUsers } from "@/lib/console/conversation-users/agent-users";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listConversationUsers, async ({ db, organization, params, query }) =>
  readConversationUsers(db, organization, params.agentId, query),
);

export const POST = handleConsoleRoute(createConversationUser, async ({ db, organization, params, body, audit }) => {
  const created = await addConversationUser(db, organization, params.agentId, body);
  audit.target = `agent:${params.agentId} conversation-user:${created.id}`;
  return created;
});
