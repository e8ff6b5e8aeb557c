import { searchConversationUsers } from "@/lib/console/contract/conversation-users";
import { searchConversationUsers as findConversationUser } from "@/lib/console/conversation-users/agent-users";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { conversationUserSearch } from "@/lib/schemas/console/agent-users";

export const GET = handleConsoleRoute(searchConversationUsers, async ({ db, organization, params, request }) => {
  const search = request.nextUrl.searchParams;
  const parsed = conversationUserSearch.safeParse({ by: search.get("by") ?? undefined, value: search.get("value") ?? undefined });
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "value", issue.message]));
    throw new ConsoleRouteError(400, "INVALID_INPUT", "Some fields need attention.", fields);
  }
  return findConversationUser(db, organization, params.agentId, parsed.data);
});
