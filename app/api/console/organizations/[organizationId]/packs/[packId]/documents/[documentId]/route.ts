import { removeOrganizationPackDocument, requireId } from "@/lib/console/packs";
import { route } from "@/lib/console/route";
import { packDetail } from "@/lib/schemas/console/packs";

const roles = ["superadmin", "org_admin"] as const;

/** Removes a document from the pack; answers the pack as it is now. */
export const DELETE = route(
  { roles, organization: true, response: packDetail, action: "pack.document.remove" },
  async ({ db, organization, params, audit }) => {
    const packId = requireId(params.packId, "pack");
    const documentId = requireId(params.documentId, "document");
    audit.target = `pack:${packId}`;
    audit.details = { documentId };
    return removeOrganizationPackDocument(db, organization!, packId, documentId);
  },
);
