import { keysVisibleTo } from "@/lib/console/key-access";
import { route } from "@/lib/console/route";
import { vaultKeyList } from "@/lib/schemas/console/keys";

/** The keys the console holds, by fingerprint. */
export const GET = route({ roles: ["superadmin", "org_admin"], response: vaultKeyList }, async ({ db, user }) => keysVisibleTo(user, db));
