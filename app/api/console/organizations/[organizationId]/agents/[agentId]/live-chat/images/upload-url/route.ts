import { createLiveChatImageUploadUrl } from "@/lib/console/contract/live-chat";
import { createLiveChatImageUploadTicket } from "@/lib/console/live-chat/live-chat";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(createLiveChatImageUploadUrl, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId} live-chat`;
  audit.details = { fileName: body.fileName, contentType: body.contentType };
  return createLiveChatImageUploadTicket(db, organization, body);
});
