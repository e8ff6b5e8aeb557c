import { listVaultKeys } from "@/lib/console/contract/console-keys";
import { keysVisibleTo } from "@/lib/console/key-access";
import { handleConsoleRoute } from "@/lib/console/route";

export const GET = handleConsoleRoute(listVaultKeys, async ({ db, user }) => keysVisibleTo(user, db));
