import { deleteOrganizationPack, getOrganizationPack, requireId, updateOrganizationPack } from "@/lib/console/packs";
import { route } from "@/lib/console/route";
import { updatePackBody } from "@/lib/schemas/agent-api/packs";
import { packDetail } from "@/lib/schemas/console/packs";

const roles = ["superadmin", "org_admin"] as const;

/** One pack with its documents and the agents it is linked to. */
export const GET = route({ roles, organization: true, response: packDetail }, async ({ db, organization, params }) =>
  getOrganizationPack(db, organization!, requireId(params.packId, "pack")),
);

/** Changes the pack's name, description, instructions or status. */
export const PUT = route(
  { roles, organization: true, body: updatePackBody, response: packDetail, action: "pack.update" },
  async ({ db, organization, params, body, audit }) => {
    const packId = requireId(params.packId, "pack");
    audit.target = `pack:${packId}`;
    audit.details = { fields: Object.keys(body) };
    return updateOrganizationPack(db, organization!, packId, body);
  },
);

/** Deletes the pack and its documents; the agents it was linked to stop answering from them. */
export const DELETE = route({ roles, organization: true, action: "pack.delete" }, async ({ db, organization, params, audit }) => {
  const packId = requireId(params.packId, "pack");
  audit.target = `pack:${packId}`;
  await deleteOrganizationPack(db, organization!, packId);
});
