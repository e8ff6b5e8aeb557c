import { attachOrganizationPackDocument, requireId } from "@/lib/console/packs";
import { route } from "@/lib/console/route";
import { attachPackDocumentBody } from "@/lib/schemas/agent-api/packs";
import { packDocument } from "@/lib/schemas/console/packs";

const roles = ["superadmin", "org_admin"] as const;

/** Attaches an uploaded document to the pack; the answer says whether it could be indexed. */
export const POST = route(
  { roles, organization: true, body: attachPackDocumentBody, response: packDocument, action: "pack.document.attach", successStatus: 201 },
  async ({ db, organization, params, body, audit }) => {
    const packId = requireId(params.packId, "pack");
    audit.target = `pack:${packId}`;
    audit.details = { fileName: body.fileName };
    return attachOrganizationPackDocument(db, organization!, packId, body);
  },
);
