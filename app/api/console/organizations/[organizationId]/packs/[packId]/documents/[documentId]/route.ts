import { removePackDocument } from "@/lib/console/contract/packs";
import { removeOrganizationPackDocument } from "@/lib/console/packs/packs";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const DELETE = handleConsoleRoute(removePackDocument, async ({ db, organization, params, audit }) => {
  audit.target = `pack:${params.packId}`;
  audit.details = { documentId: params.documentId };
  return removeOrganizationPackDocument(db, organization, params.packId, params.documentId);
});
