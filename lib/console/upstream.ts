import "server-only";

import { callAgentApi, type CallInput, type CallResult, type Region } from "@/lib/agent-api/client";
import type { Operation } from "@/lib/agent-api/contract/operation";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { DatabaseExecutor } from "@/lib/db";

import type { ConsoleOrganization } from "./organizations";
import { ConsoleRouteError } from "./route-error";
import { readKey, recordKeyCheck, type VaultOwner } from "./vault";

/** Whose key a call is made with: the organization's, one of its agents', or the region's super-admin key. */
export type Caller =
  | { as: "organization"; organization: ConsoleOrganization }
  | { as: "agent"; organization: ConsoleOrganization; agentId: string }
  | { as: "superAdmin"; region: Region };

function ownerOf(caller: Caller): VaultOwner {
  if (caller.as === "superAdmin") return { scope: "super_admin", region: caller.region };
  const base = { region: caller.organization.region, organizationId: caller.organization.id };
  return caller.as === "agent" ? { ...base, scope: "agent", agentId: caller.agentId } : { ...base, scope: "organization" };
}

const missingKeyMessage: Record<Caller["as"], string> = {
  organization: "The organization's key is not connected. Connect it under Settings → Keys.",
  agent: "This agent has no key in the console yet. Create or connect one on the agent's Keys tab.",
  superAdmin: "No super-admin key is connected for this region. Connect it under Settings → Keys.",
};

/**
 * Calls the AI Agent API with the key from the vault that the caller stands for. A key the API refuses
 * (403) is flagged as failing, so the console can say which key to reconnect.
 */
export async function callUpstream<Op extends Operation>(
  db: DatabaseExecutor,
  caller: Caller,
  operation: Op,
  input: CallInput<Op> = {},
): Promise<CallResult<Op>> {
  const stored = await readKey(db, ownerOf(caller));
  if (!stored) throw new ConsoleRouteError(409, "KEY_NOT_CONNECTED", missingKeyMessage[caller.as]);
  const region = caller.as === "superAdmin" ? caller.region : caller.organization.region;
  try {
    return await callAgentApi(operation, input, { key: stored.key, region });
  } catch (error) {
    if (error instanceof AgentApiError && error.isForbidden) {
      await recordKeyCheck(db, stored.id, { ok: false, error: "Refused by the AI Agent API (403)." });
    }
    throw error;
  }
}
