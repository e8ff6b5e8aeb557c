import { listUsageConversations } from "@/lib/console/contract/usage";
import { agentsOfOperator } from "@/lib/console/operators/operator-agents";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { readUsageConversations } from "@/lib/console/usage/conversations";
import { conversationsAsSeen } from "@/lib/console/usage/customer-details";
import { customerDetailsOf } from "@/lib/console/usage/customer-details-grant";
import { includesPlayground } from "@/lib/console/usage/playground-search";
import { usageConversationsQuery } from "@/lib/schemas/console/usage";

export const GET = handleConsoleRoute(listUsageConversations, async ({ db, organization, params, request, user }) => {
  const { agentId } = params;
  const query = usageConversationsQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    const fields = Object.fromEntries(query.error.issues.map((issue) => [issue.path.join(".") || "query", issue.message]));
    throw new ConsoleRouteError(400, "INVALID_INPUT", "The period or page of conversations is not valid.", fields);
  }
  if (Date.parse(query.data.to) <= Date.parse(query.data.from)) {
    throw new ConsoleRouteError(400, "INVALID_INPUT", "The period of conversations ends before it starts.", { to: "Must be after from." });
  }
  if (user.role === "operator" && !(await agentsOfOperator(db, user.id, organization.id)).includes(agentId)) {
    throw new ConsoleRouteError(403, "FORBIDDEN", "You work on other agents: their conversations are not shown to you.");
  }
  const details = await customerDetailsOf(db, user);
  // Without customer details, one page is enough to count the period's conversations, and no other is read.
  const page = details === "shown" ? query.data.page : 1;
  const conversations = await readUsageConversations(db, organization, agentId, {
    ...query.data,
    page,
    isPlaygroundIncluded: includesPlayground(request.nextUrl.searchParams),
  });
  return conversationsAsSeen(conversations, details);
});
