import { z } from "zod";

import { listPlatformUsers } from "@/lib/agent-api/contract/platform-users";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { withConsoleTruth } from "@/lib/console/platform-user-truth";
import { callUpstream } from "@/lib/console/upstream";
import { membersOf } from "@/lib/console/user-directory";
import { platformUsersQuery } from "@/lib/schemas/agent-api/organizations";
import { platformUserList, upstreamPlatformUser } from "@/lib/schemas/console/organization";

/**
 * The platform users of the organization, optionally only those with one role (`?role=admin`): as the API
 * lists them, with who has joined the console since their invitation shown as active and by their name.
 */
export const GET = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: platformUserList },
  async ({ db, organization, request }) => {
    const query = platformUsersQuery.safeParse({ role: request.nextUrl.searchParams.get("role") || undefined });
    if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "There is no such platform role.", { role: "unknown role" });
    const [users, members] = await Promise.all([
      callUpstream(db, { as: "organization", organization: organization! }, listPlatformUsers, { query: query.data }),
      membersOf(db, organization!.id),
    ]);
    return withConsoleTruth(z.array(upstreamPlatformUser).parse(users), members);
  },
);
