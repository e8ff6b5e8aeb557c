import "server-only";

import { callAgentApi, type Region } from "@/lib/agent-api/client";
import { getAgentByApiKey, getAgentRoles } from "@/lib/agent-api/contract/agents";
import { listSubscriptions } from "@/lib/agent-api/contract/super-admin";
import { AgentApiError } from "@/lib/agent-api/errors";

import { ConsoleRouteError } from "./route-error";

const refusedMessage =
  "The AI Agent API refused this key. Check that it is the whole key, of the right kind (agent, organization or super-admin) and of this region.";

async function tryKey<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AgentApiError && error.isForbidden) throw new ConsoleRouteError(400, "KEY_REFUSED", refusedMessage, { key: refusedMessage });
    throw error;
  }
}

/** Checks a key works before the vault stores it; for an agent key, says which agent it is. */
export async function validateKey(scope: "organization" | "agent" | "super_admin", key: string, region: Region) {
  const credentials = { key, region };
  if (scope === "organization") {
    await tryKey(() => callAgentApi(getAgentRoles, {}, credentials));
    return {};
  }
  if (scope === "super_admin") {
    await tryKey(() => callAgentApi(listSubscriptions, {}, credentials));
    return {};
  }
  const agent = await tryKey(() => callAgentApi(getAgentByApiKey, {}, credentials));
  return { agent };
}
