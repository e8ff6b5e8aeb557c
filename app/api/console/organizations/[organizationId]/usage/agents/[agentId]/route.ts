import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { readAgentUsage } from "@/lib/console/usage/agent-usage";
import { agentUsageAsSeen } from "@/lib/console/usage/customer-details";
import { customerDetailsOf } from "@/lib/console/usage/customer-details-grant";
import { includesPlayground } from "@/lib/console/usage/playground-search";
import { rangeOfRequest } from "@/lib/console/usage/range";
import { agentUsage } from "@/lib/schemas/console/usage";

const roles = ["superadmin", "org_admin", "operator", "viewer"] as const;

/**
 * One agent's usage in a range (the playground's test chats only with `playground=include`): series, outcomes,
 * users, and its limits beside this month's usage. A viewer not allowed customer details gets no list of users.
 */
export const GET = route({ roles, organization: true, response: agentUsage }, async ({ db, organization, params, request, user }) => {
  const { selection, range } = rangeOfRequest(request.nextUrl.searchParams);
  const [usage, details] = await Promise.all([
    readAgentUsage(db, organization!, requireAgentId(params.agentId), selection, range, includesPlayground(request.nextUrl.searchParams)),
    customerDetailsOf(db, user),
  ]);
  return agentUsageAsSeen(usage, details);
});
