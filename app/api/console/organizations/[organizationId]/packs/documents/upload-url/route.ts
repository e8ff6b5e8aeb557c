import { createPackDocumentUploadUrl } from "@/lib/console/contract/packs";
import { createPackUploadUrl } from "@/lib/console/packs/packs";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(createPackDocumentUploadUrl, async ({ db, organization, body, audit }) => {
  audit.details = { fileName: body.fileName, contentType: body.contentType };
  return createPackUploadUrl(db, organization, body);
});
