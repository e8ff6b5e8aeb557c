import { listConsoleUsers } from "@/lib/console/contract/users";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { usersVisibleTo } from "@/lib/console/users/user-directory";

export const GET = handleConsoleRoute(listConsoleUsers, async ({ db, user }) => usersVisibleTo(db, user));
