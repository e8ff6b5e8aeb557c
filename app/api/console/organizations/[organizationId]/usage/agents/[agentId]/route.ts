import { getAgentUsage } from "@/lib/console/contract/usage";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { readAgentUsage } from "@/lib/console/usage/agent-usage";
import { agentUsageAsSeen } from "@/lib/console/usage/customer-details";
import { customerDetailsOf } from "@/lib/console/usage/customer-details-grant";
import { includesPlayground } from "@/lib/console/usage/playground-search";
import { rangeOfRequest } from "@/lib/console/usage/range";

export const GET = handleConsoleRoute(getAgentUsage, async ({ db, organization, params, request, user }) => {
  const { selection, range } = rangeOfRequest(request.nextUrl.searchParams);
  const [usage, details] = await Promise.all([
    readAgentUsage(db, organization, params.agentId, selection, range, includesPlayground(request.nextUrl.searchParams)),
    customerDetailsOf(db, user),
  ]);
  return agentUsageAsSeen(usage, details);
});
