import { listVaultKeys } from "@/lib/console/contract/console-keys";
import { keysVisibleTo } from "@/lib/console/keys/key-access";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listVaultKeys, async ({ db, user }) => keysVisibleTo(user, db));
