import { requireAgentId } from "@/lib/console/agent-keys";
import { createConversationUser, listConversationUsers } from "@/lib/console/agent-users";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { conversationUsersPage, conversationUsersPageQuery, conversationUserView, createConversationUserBody } from "@/lib/schemas/console/agent-users";

const roles = ["superadmin", "org_admin"] as const;

/** One page of the agent's conversation users, newest first (`?page=2&pageSize=20`). */
export const GET = route({ roles, organization: true, response: conversationUsersPage }, async ({ db, organization, params, request }) => {
  const search = request.nextUrl.searchParams;
  const query = conversationUsersPageQuery.safeParse({ page: search.get("page") ?? undefined, pageSize: search.get("pageSize") ?? undefined });
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "There is no such page.", { page: "page from 1, pageSize 1 to 100" });
  return listConversationUsers(db, organization!, requireAgentId(params.agentId), query.data);
});

/** Adds a conversation user to the agent by hand. */
export const POST = route(
  { roles, organization: true, body: createConversationUserBody, response: conversationUserView, action: "conversation_user.create", successStatus: 201 },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const created = await createConversationUser(db, organization!, agentId, body);
    audit.target = `agent:${agentId} conversation-user:${created.id}`;
    return created;
  },
);
