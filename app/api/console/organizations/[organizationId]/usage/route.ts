import { route } from "@/lib/console/route";
import { readUsageOverview } from "@/lib/console/usage/overview";
import { includesPlayground } from "@/lib/console/usage/playground-search";
import { rangeOfRequest } from "@/lib/console/usage/range";
import { usageOverview } from "@/lib/schemas/console/usage";

const roles = ["superadmin", "org_admin", "operator", "viewer"] as const;

/**
 * The organization's usage in a range (`range`, `from`, `to`, in time zone `tz`), with its subscription's
 * quotas; the playground's test chats are counted only with `playground=include`.
 */
export const GET = route({ roles, organization: true, response: usageOverview }, async ({ db, organization, request }) => {
  const { selection, range } = rangeOfRequest(request.nextUrl.searchParams);
  return readUsageOverview(db, organization!, selection, range, includesPlayground(request.nextUrl.searchParams));
});
