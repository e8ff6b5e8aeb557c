import { route } from "@/lib/console/route";
import { usersVisibleTo } from "@/lib/console/user-directory";
import { consoleUserList } from "@/lib/schemas/console/users";

/** The console users the caller manages. */
export const GET = route({ roles: ["superadmin", "org_admin"], response: consoleUserList }, async ({ db, user }) => usersVisibleTo(db, user));
