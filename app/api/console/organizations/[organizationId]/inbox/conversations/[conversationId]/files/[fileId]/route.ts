import { getMessageFileDownloadUrl } from "@/lib/agent-api/contract/conversations";
import { inboxRoles, inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { callUpstream } from "@/lib/console/upstream";
import { inboxFileLink } from "@/lib/schemas/console/inbox";

/** A fresh, short-lived link to a file of the conversation. */
export const GET = route({ roles: inboxRoles, organization: true, response: inboxFileLink }, async ({ db, user, organization, params }) => {
  const target = await inboxTarget(db, user, organization!, params.conversationId);
  const link = await callUpstream(db, { as: "agent", organization: organization!, agentId: target.agentId }, getMessageFileDownloadUrl, {
    params: { id: target.conversationId, fileId: params.fileId ?? "" },
  });
  return { url: link.signedUrl };
});
