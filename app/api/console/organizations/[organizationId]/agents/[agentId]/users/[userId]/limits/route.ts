import { createUserLimitsFor, deleteUserLimitsFor, readUserLimits, updateUserLimitsFor } from "@/lib/console/agent-limits";
import { requireAgentId } from "@/lib/console/agent-keys";
import { requireConversationUserId } from "@/lib/console/agent-users";
import { route } from "@/lib/console/route";
import { limitsFormBody, limitsOverview, limitsView } from "@/lib/schemas/console/agent-limits";

const roles = ["superadmin", "org_admin"] as const;

function owner(params: Record<string, string>) {
  return { agentId: requireAgentId(params.agentId), userId: requireConversationUserId(params.userId) };
}

/** A conversation user's monthly limits (their own or the organization's defaults) with what they used this month. */
export const GET = route({ roles, organization: true, response: limitsOverview }, async ({ db, organization, params }) => {
  const { agentId, userId } = owner(params);
  return readUserLimits(db, organization!, agentId, userId);
});

/** Gives the conversation user monthly limits of their own. */
export const POST = route(
  { roles, organization: true, body: limitsFormBody, response: limitsView, action: "conversation_user_limits.create", successStatus: 201 },
  async ({ db, organization, params, body, audit }) => {
    const { agentId, userId } = owner(params);
    audit.target = `agent:${agentId} conversation-user:${userId} limits`;
    audit.details = { ...body };
    return createUserLimitsFor(db, organization!, agentId, userId, body);
  },
);

/** Changes the conversation user's own monthly limits. */
export const PUT = route(
  { roles, organization: true, body: limitsFormBody, response: limitsView, action: "conversation_user_limits.update" },
  async ({ db, organization, params, body, audit }) => {
    const { agentId, userId } = owner(params);
    audit.target = `agent:${agentId} conversation-user:${userId} limits`;
    audit.details = { ...body };
    return updateUserLimitsFor(db, organization!, agentId, userId, body);
  },
);

/** Removes the conversation user's own limits; the organization's defaults apply again. */
export const DELETE = route({ roles, organization: true, action: "conversation_user_limits.delete" }, async ({ db, organization, params, audit }) => {
  const { agentId, userId } = owner(params);
  audit.target = `agent:${agentId} conversation-user:${userId} limits`;
  await deleteUserLimitsFor(db, organization!, agentId, userId);
});
