import { z } from "zod";

import { route } from "@/lib/console/route";
import { consoleRoles } from "@/lib/console/roles";
import { revokeAllSessions } from "@/lib/console/users";

const sessionResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(consoleRoles) }),
});

/** The signed-in user. */
export const GET = route({ roles: consoleRoles, response: sessionResponse }, async ({ user }) => ({ user }));

/** Signs the user out everywhere: every session issued so far stops working on its next request. */
export const DELETE = route({ roles: consoleRoles, action: "session.revoke_all" }, async ({ db, user, audit }) => {
  audit.target = user.id;
  await revokeAllSessions(db, user.id);
});
