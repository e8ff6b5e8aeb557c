import { getSession, signOutEverywhere } from "@/lib/console/contract/session";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { revokeAllSessions } from "@/lib/console/users/users";

export const GET = handleConsoleRoute(getSession, async ({ user }) => ({ user }));

export const DELETE = handleConsoleRoute(signOutEverywhere, async ({ db, user, audit }) => {
  audit.target = user.id;
  await revokeAllSessions(db, user.id);
});
