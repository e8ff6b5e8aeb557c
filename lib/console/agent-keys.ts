import "server-only";

import { createAgentApiKey, listAgentApiKeys, revokeAgentApiKey, rotateAgentApiKey } from "@/lib/agent-api/contract/agent-api-keys";
import type { DatabaseExecutor } from "@/lib/db";

import type { ConsoleOrganization } from "./organizations";
import { ConsoleRouteError } from "./route-error";
import { callUpstream } from "./upstream";
import { listKeys, removeKey, storeKey } from "./vault";

type UpstreamKey = { id: string; name: string; prefix: string; lastFour: string };

/** Whether the vault's key for the agent is this upstream key: same first characters and last four. */
function isSameKey(vaultFingerprint: string, key: Pick<UpstreamKey, "prefix" | "lastFour">): boolean {
  const [start, end] = vaultFingerprint.split("…");
  return Boolean(start && end) && key.prefix.startsWith(start!) && end === key.lastFour;
}

async function vaultKeyOfAgent(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  const keys = await listKeys(db, { organizationId: organization.id });
  return keys.find((key) => key.scope === "agent" && key.agentId === agentId);
}

function upstreamAgent(organization: ConsoleOrganization, agentId: string) {
  return { as: "organization" as const, organization, agentId };
}

export async function listAgentKeys(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  const [keys, used] = await Promise.all([
    callUpstream(db, upstreamAgent(organization, agentId), listAgentApiKeys, { params: { id: agentId } }),
    vaultKeyOfAgent(db, organization, agentId),
  ]);
  return keys.map((key) => ({ ...key, isUsedByConsole: Boolean(used && key.status === "active" && isSameKey(used.fingerprint, key)) }));
}

/** Creates an agent key upstream and stores its secret in the vault in the same step; the browser sees its fingerprint only. */
export async function createAgentKey(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  details: { name: string; expiresAt?: string; createdBy: string },
) {
  // The console switches to the key it creates: one that is dead on arrival would lock it out of the agent.
  if (details.expiresAt && Date.parse(details.expiresAt) <= Date.now()) {
    throw new ConsoleRouteError(400, "INVALID_INPUT", "Pick an expiry in the future.", { expiresAt: "Pick a time in the future." });
  }
  const created = await callUpstream(db, upstreamAgent(organization, agentId), createAgentApiKey, {
    params: { id: agentId },
    body: { name: details.name, expiresAt: details.expiresAt },
  });
  await storeKey(db, { scope: "agent", region: organization.region, organizationId: organization.id, agentId }, created.apiKey, {
    label: details.name,
    createdBy: details.createdBy,
  });
  const { apiKey: _secret, ...shown } = created;
  return { ...shown, isUsedByConsole: true };
}

/**
 * Rotates an agent key upstream (the old secret stops working at once) and, in the same step, puts the
 * new secret in the vault, so the console itself switches to it.
 */
export async function rotateAgentKey(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, keyId: string, userId: string) {
  // Rotating again does no harm (the key keeps its id, and the secret last answered is the one that works), so a
  // rotation whose answer was lost, or that was refused for the moment, is tried again at once: a lost answer
  // would otherwise leave the vault with a secret that no longer works.
  const rotated = await callUpstream(db, upstreamAgent(organization, agentId), rotateAgentApiKey, { params: { id: agentId, keyId } }, { isRepeatable: true });
  await storeKey(db, { scope: "agent", region: organization.region, organizationId: organization.id, agentId }, rotated.apiKey, {
    label: rotated.name,
    createdBy: userId,
  });
  const { apiKey: _secret, ...shown } = rotated;
  return { ...shown, isUsedByConsole: true };
}

/** Revokes an agent key upstream; if it is the one the console uses, the vault forgets it too. */
export async function revokeAgentKey(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, keyId: string) {
  const revoked = await callUpstream(db, upstreamAgent(organization, agentId), revokeAgentApiKey, { params: { id: agentId, keyId } });
  const used = await vaultKeyOfAgent(db, organization, agentId);
  if (used && isSameKey(used.fingerprint, revoked)) await removeKey(db, used.id);
  return { ...revoked, isUsedByConsole: false };
}

export function requireAgentId(agentId: string | undefined): string {
  if (!agentId || !/^[\w-]{1,64}$/.test(agentId)) throw new ConsoleRouteError(404, "NOT_FOUND", "There is no such agent.");
  return agentId;
}
