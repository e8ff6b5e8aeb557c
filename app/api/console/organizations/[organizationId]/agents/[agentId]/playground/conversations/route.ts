import { requirePlaygroundId, startPlaygroundConversation } from "@/lib/console/playground";
import { route } from "@/lib/console/route";
import { playgroundConversation } from "@/lib/schemas/console/playground";

/** Opens a new playground conversation for the caller's test user (created on first use). */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: playgroundConversation, action: "playground.conversation.start", successStatus: 201 },
  async ({ db, user, organization, params, audit }) => {
    const agentId = requirePlaygroundId(params.agentId, "agent");
    const conversation = await startPlaygroundConversation({ db, organization: organization!, agentId, user });
    audit.target = `agent:${agentId} conversation:${conversation.id}`;
    return conversation;
  },
);
