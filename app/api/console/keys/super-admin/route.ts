import { connectSuperAdminKey } from "@/lib/console/contract/console-keys";
import { validateKey } from "@/lib/console/keys/key-validation";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { storeKey } from "@/lib/console/vault";

export const POST = handleConsoleRoute(connectSuperAdminKey, async ({ db, user, body, audit }) => {
  await validateKey("super_admin", body.key, body.region);
  const stored = await storeKey(db, { scope: "super_admin", region: body.region }, body.key, {
    label: `Super-admin key (${body.region.toUpperCase()})`,
    createdBy: user.id,
  });
  audit.target = `key:${stored.id} (${stored.fingerprint})`;
  return stored;
});
