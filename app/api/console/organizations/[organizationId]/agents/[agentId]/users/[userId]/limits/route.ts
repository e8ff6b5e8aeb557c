import {
  createConversationUserLimits,
  deleteConversationUserLimits,
  getConversationUserLimits,
  updateConversationUserLimits,
} from "@/lib/console/contract/agent-limits";
import { createUserLimitsFor, deleteUserLimitsFor, readUserLimits, updateUserLimitsFor } from "@/lib/console/limits/agent-limits";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getConversationUserLimits, async ({ db, organization, params }) =>
  readUserLimits(db, organization, params.agentId, params.userId),
);

export const POST = handleConsoleRoute(createConversationUserLimits, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId} conversation-user:${params.userId} limits`;
  audit.details = { ...body };
  return createUserLimitsFor(db, organization, params.agentId, params.userId, body);
});

export const PUT = handleConsoleRoute(updateConversationUserLimits, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId} conversation-user:${params.userId} limits`;
  audit.details = { ...body };
  return updateUserLimitsFor(db, organization, params.agentId, params.userId, body);
});

export const DELETE = handleConsoleRoute(deleteConversationUserLimits, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} conversation-user:${params.userId} limits`;
  await deleteUserLimitsFor(db, organization, params.agentId, params.userId);
});
