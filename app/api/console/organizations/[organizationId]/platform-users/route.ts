import { z } from "zod";

import { listPlatformUsers } from "@/lib/agent-api/contract/platform-users";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { callUpstream } from "@/lib/console/upstream";
import { platformUsersQuery } from "@/lib/schemas/agent-api/organizations";
import { platformUserList, upstreamPlatformUser } from "@/lib/schemas/console/organization";

/** The platform users of the organization, optionally only those with one role (`?role=admin`). */
export const GET = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: platformUserList },
  async ({ db, organization, request }) => {
    const query = platformUsersQuery.safeParse({ role: request.nextUrl.searchParams.get("role") || undefined });
    if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "There is no such platform role.", { role: "unknown role" });
    const users = await callUpstream(db, { as: "organization", organization: organization! }, listPlatformUsers, { query: query.data });
    return z.array(upstreamPlatformUser).parse(users);
  },
);
