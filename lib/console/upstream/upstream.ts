import "server-only";

import { callAgentApi, type CallInput, type CallOptions, type CallResult } from "@/lib/agent-api/client";
import type { Operation } from "@/lib/agent-api/contract/operation";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { DatabaseExecutor } from "@/lib/db";
import type { Region } from "@/lib/regions";

import { forget } from "./remember";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { organizationUsageKey } from "../usage/organization-usage-key";
import { readKeyForCall, recordKeyCheck, type VaultOwner } from "../vault";

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

const isRefusal = (error: unknown) => error instanceof AgentApiError && error.isForbidden;

/**
 * Calls the AI Agent API with the key from the vault that the caller stands for. A key the API refuses
 * (403) is flagged as failing, so the console can say which key to reconnect; before that, a key kept
 * from an earlier call is read again, in case it was replaced meanwhile (a refused call changed nothing).
 */
export async function callUpstream<Op extends Operation>(
  db: DatabaseExecutor,
  caller: Caller,
  operation: Op,
  input: CallInput<Op> = {},
  options: Pick<CallOptions, "isRepeatable"> = {},
): Promise<CallResult<Op>> {
  const owner = ownerOf(caller);
  const region = caller.as === "superAdmin" ? caller.region : caller.organization.region;
  let stored = await readKeyForCall(db, owner);
  if (!stored) throw new ConsoleRouteError(409, "KEY_NOT_CONNECTED", missingKeyMessage[caller.as]);
  try {
    return await callAgentApi(operation, input, { key: stored.key, region }, options);
  } catch (error) {
    // A call refused for a limit is counted in the organization's usage: the usage pages read it afresh.
    if (error instanceof AgentApiError && error.status === 402 && caller.as !== "superAdmin") forget(organizationUsageKey(caller.organization.id));
    if (!isRefusal(error)) throw error;
    const current = await readKeyForCall(db, owner, { fresh: true });
    if (!current) throw error;
    if (current.key !== stored.key) {
      stored = current;
      try {
        return await callAgentApi(operation, input, { key: stored.key, region }, options);
      } catch (retryError) {
        if (!isRefusal(retryError)) throw retryError;
        error = retryError;
      }
    }
    await recordKeyCheck(db, stored.id, { ok: false, error: "Refused by the AI Agent API (403)." });
    throw error;
  }
}
