import "server-only";

import { callAgentApi } from "@/lib/agent-api/client";
import { getAgentByApiKey, getAgentRoles } from "@/lib/agent-api/contract/agents";
import { listSubscriptions } from "@/lib/agent-api/contract/super-admin";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { Region } from "@/lib/regions";

import { ConsoleRouteError } from "../route/route-error";

const refusedMessage =
  "The AI Agent API refused this key. Check that it is the whole key, of the right kind (agent, organization or super-admin) and of this region.";

const refused = () => new ConsoleRouteError(400, "KEY_REFUSED", refusedMessage, { key: refusedMessage });

/** Keys are visible ASCII: anything else cannot even be sent in a header, so it is refused as a wrong key. */
const isSendableKey = (key: string) => /^[\x21-\x7e]+$/.test(key);

async function tryKey<T>(key: string, call: () => Promise<T>): Promise<T> {
  if (!isSendableKey(key)) throw refused();
  try {
    return await call();
  } catch (error) {
    if (error instanceof AgentApiError && error.isForbidden) throw refused();
    throw error;
  }
}

/** Checks a key works before the vault stores it; for an agent key, says which agent it is. */
export async function validateKey(scope: "organization" | "agent" | "super_admin", key: string, region: Region) {
  const credentials = { key, region };
  if (scope === "organization") {
    await tryKey(key, () => callAgentApi(getAgentRoles, {}, credentials));
    return {};
  }
  if (scope === "super_admin") {
    await tryKey(key, () => callAgentApi(listSubscriptions, {}, credentials));
    return {};
  }
  const agent = await tryKey(key, () => callAgentApi(getAgentByApiKey, {}, credentials));
  return { agent };
}
