import { listConsoleUsers } from "@/lib/console/contract/users";
import { handleConsoleRoute } from "@/lib/console/route";
import { usersVisibleTo } from "@/lib/console/user-directory";

export const GET = handleConsoleRoute(listConsoleUsers, async ({ db, user }) => usersVisibleTo(db, user));
