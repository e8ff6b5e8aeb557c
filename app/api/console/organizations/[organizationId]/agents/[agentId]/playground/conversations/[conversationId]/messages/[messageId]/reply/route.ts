import { playgroundReplyTo, requirePlaygroundId } from "@/lib/console/playground";
import { route } from "@/lib/console/route";
import { playgroundReply } from "@/lib/schemas/console/playground";

/** The agent's answer to a message sent without waiting: pending, completed with the answer, or failed with why. */
export const GET = route({ roles: ["superadmin", "org_admin"], organization: true, response: playgroundReply }, async ({ db, user, organization, params }) =>
  playgroundReplyTo(
    { db, organization: organization!, agentId: requirePlaygroundId(params.agentId, "agent"), user },
    requirePlaygroundId(params.conversationId, "conversation"),
    requirePlaygroundId(params.messageId, "message"),
  ),
);
