import { getMessageFileDownloadUrl } from "@/lib/agent-api/contract/conversations";
import { getInboxFileLink } from "@/lib/console/contract/inbox";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { callUpstream } from "@/lib/console/upstream/upstream";

export const GET = handleConsoleRoute(getInboxFileLink, async ({ db, user, organization, params }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  const link = await callUpstream(db, { as: "agent", organization, agentId: target.agentId }, getMessageFileDownloadUrl, {
    params: { id: target.conversationId, fileId: params.fileId },
  });
  return { url: link.signedUrl };
});
