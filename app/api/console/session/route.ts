import { getDb } from "@/lib/db";
import { json, route } from "@/lib/console/route";
import { consoleRoles } from "@/lib/console/roles";
import { revokeAllSessions } from "@/lib/console/users";

/** The signed-in user. */
export const GET = route({ roles: consoleRoles }, async ({ user }) => json({ user }));

/** Signs the user out everywhere: every session issued so far stops working on its next request. */
export const DELETE = route({ roles: consoleRoles }, async ({ user }) => {
  await revokeAllSessions(await getDb(), user.id);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
