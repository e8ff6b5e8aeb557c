import { disconnectKey } from "@/lib/console/contract/console-keys";
import { findVisibleKey } from "@/lib/console/keys/key-access";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { removeKey } from "@/lib/console/vault";

export const DELETE = handleConsoleRoute(disconnectKey, async ({ db, user, params, audit }) => {
  const key = await findVisibleKey(user, db, params.keyId);
  audit.target = `key:${key.id} (${key.fingerprint})`;
  audit.organizationId = key.organizationId ?? undefined;
  await removeKey(db, key.id);
});
