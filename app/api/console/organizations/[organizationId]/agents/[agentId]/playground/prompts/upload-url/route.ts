import { createPlaygroundUploadUrl } from "@/lib/console/contract/playground";
import { createPlaygroundUploadUrl as createUploadUrl } from "@/lib/console/playground/playground";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(createPlaygroundUploadUrl, async ({ db, user, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId}`;
  audit.details = { fileName: body.fileName, contentType: body.contentType };
  return createUploadUrl({ db, organization, agentId: params.agentId, user }, body);
});
