import { findVisibleKey } from "@/lib/console/key-access";
import { route } from "@/lib/console/route";
import { removeKey } from "@/lib/console/vault";

/** Disconnects a key: the console forgets it (the key itself still works upstream until revoked there). */
export const DELETE = route({ roles: ["superadmin", "org_admin"], action: "key.disconnect" }, async ({ db, user, params, audit }) => {
  const key = await findVisibleKey(user, db, params.keyId!);
  audit.target = `key:${key.id} (${key.fingerprint})`;
  audit.organizationId = key.organizationId ?? undefined;
  await removeKey(db, key.id);
});
