import { attachPackDocument } from "@/lib/console/contract/packs";
import { attachOrganizationPackDocument } from "@/lib/console/packs/packs";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(attachPackDocument, async ({ db, organization, params, body, audit }) => {
  audit.target = `pack:${params.packId}`;
  audit.details = { fileName: body.fileName };
  return attachOrganizationPackDocument(db, organization, params.packId, body);
});
