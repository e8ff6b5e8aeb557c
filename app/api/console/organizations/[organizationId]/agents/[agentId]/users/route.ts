import { createConversationUser, listConversationUsers } from "@/lib/console/contract/conversation-users";
import { createConversationUser as addConversationUser, listConversationUsers as readConversationUsers } from "@/lib/console/conversation-users/agent-users";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { conversationUsersPageQuery } from "@/lib/schemas/console/agent-users";

export const GET = handleConsoleRoute(listConversationUsers, async ({ db, organization, params, request }) => {
  const search = request.nextUrl.searchParams;
  const query = conversationUsersPageQuery.safeParse({ page: search.get("page") ?? undefined, pageSize: search.get("pageSize") ?? undefined });
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "There is no such page.", { page: "page from 1, pageSize 1 to 100" });
  return readConversationUsers(db, organization, params.agentId, query.data);
});

export const POST = handleConsoleRoute(createConversationUser, async ({ db, organization, params, body, audit }) => {
  const created = await addConversationUser(db, organization, params.agentId, body);
  audit.target = `agent:${params.agentId} conversation-user:${created.id}`;
  return created;
});
