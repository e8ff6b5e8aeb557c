import { createPackUploadUrl } from "@/lib/console/packs";
import { route } from "@/lib/console/route";
import { packDocumentUploadUrlBody } from "@/lib/schemas/agent-api/packs";
import { packDocumentUploadTicket } from "@/lib/schemas/console/packs";

const roles = ["superadmin", "org_admin"] as const;

/** A signed URL the browser PUTs one document's bytes to, itself: the console never carries the bytes. */
export const POST = route(
  { roles, organization: true, body: packDocumentUploadUrlBody, response: packDocumentUploadTicket, action: "pack.document.upload-url" },
  async ({ db, organization, body, audit }) => {
    audit.details = { fileName: body.fileName, contentType: body.contentType };
    return createPackUploadUrl(db, organization!, body);
  },
);
