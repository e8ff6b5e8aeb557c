import { requireAgentId } from "@/lib/console/agent-keys";
import { searchConversationUsers } from "@/lib/console/agent-users";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { conversationUserSearch, conversationUserSearchResult } from "@/lib/schemas/console/agent-users";

/** The conversation user with one contact (`?by=email&value=maria@example.com`), or `user: null` when nobody has it. */
export const GET = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: conversationUserSearchResult },
  async ({ db, organization, params, request }) => {
    const search = request.nextUrl.searchParams;
    const parsed = conversationUserSearch.safeParse({ by: search.get("by") ?? undefined, value: search.get("value") ?? undefined });
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "value", issue.message]));
      throw new ConsoleRouteError(400, "INVALID_INPUT", "Some fields need attention.", fields);
    }
    return searchConversationUsers(db, organization!, requireAgentId(params.agentId), parsed.data);
  },
);
