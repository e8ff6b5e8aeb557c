import { z } from "zod";

import { listPlatformUsers as listUpstreamPlatformUsers } from "@/lib/agent-api/contract/platform-users";
import { listPlatformUsers } from "@/lib/console/contract/platform-users";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { callUpstream } from "@/lib/console/upstream/upstream";
import { withConsoleTruth } from "@/lib/console/users/platform-user-truth";
import { membersOf } from "@/lib/console/users/user-directory";
import { platformUsersQuery } from "@/lib/schemas/agent-api/organizations";
import { upstreamPlatformUser } from "@/lib/schemas/console/organization";

export const GET = handleConsoleRoute(listPlatformUsers, async ({ db, organization, request }) => {
  const query = platformUsersQuery.safeParse({ role: request.nextUrl.searchParams.get("role") || undefined });
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "There is no such platform role.", { role: "unknown role" });
  const [users, members] = await Promise.all([
    callUpstream(db, { as: "organization", organization }, listUpstreamPlatformUsers, { query: query.data }),
    membersOf(db, organization.id),
  ]);
  return withConsoleTruth(z.array(upstreamPlatformUser).parse(users), members);
});
