import { createPlaygroundUploadUrl, requirePlaygroundId } from "@/lib/console/playground";
import { route } from "@/lib/console/route";
import { playgroundUploadTicket, playgroundUploadUrlBody } from "@/lib/schemas/console/playground";

/** A signed URL the browser PUTs a prompt file's bytes to, itself: the console never carries the bytes. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, body: playgroundUploadUrlBody, response: playgroundUploadTicket, action: "playground.prompt.upload-url" },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requirePlaygroundId(params.agentId, "agent");
    audit.target = `agent:${agentId}`;
    audit.details = { fileName: body.fileName, contentType: body.contentType };
    return createPlaygroundUploadUrl({ db, organization: organization!, agentId, user }, body);
  },
);
