import { validateKey } from "@/lib/console/key-validation";
import { route } from "@/lib/console/route";
import { storeKey } from "@/lib/console/vault";
import { connectSuperAdminKeyBody, vaultKeyView } from "@/lib/schemas/console/keys";

/** Connects the super-admin key of a region, after checking it with the AI Agent API. */
export const POST = route(
  { roles: ["superadmin"], body: connectSuperAdminKeyBody, response: vaultKeyView, action: "key.connect", successStatus: 201 },
  async ({ db, user, body, audit }) => {
    await validateKey("super_admin", body.key, body.region);
    const stored = await storeKey(db, { scope: "super_admin", region: body.region }, body.key, {
      label: `Super-admin key (${body.region.toUpperCase()})`,
      createdBy: user.id,
    });
    audit.target = `key:${stored.id} (${stored.fingerprint})`;
    return stored;
  },
);
