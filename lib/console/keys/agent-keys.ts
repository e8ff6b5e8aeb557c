import "server-only";

import { regionBaseUrl } from "@/lib/agent-api/base-url";
import { createAgentApiKey, getAgentApiKey, listAgentApiKeys, revokeAgentApiKey, rotateAgentApiKey } from "@/lib/agent-api/contract/agent-api-keys";
import type { DatabaseExecutor } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import type { AgentKeyIssued } from "@/lib/schemas/console/keys";

import { integrationKeyReveal } from "./integration-key-example";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";
import { listKeys, relabelKey, removeKey, storeKey } from "../vault";

type UpstreamKey = { id: string; name: string; prefix: string; lastFour: string };

/** The name of the key the console creates for itself, for each agent it works with. */
export const consoleKeyName = "Switchboard console";

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

const vaultOwner = (organization: ConsoleOrganization, agentId: string) =>
  ({ scope: "agent", region: organization.region, organizationId: organization.id, agentId }) as const;

/** The API an integration key is for: the real deployment of the organization's region, or the embedded service here. */
function integrationBaseUrl(organization: ConsoleOrganization, requestOrigin: string): string {
  const env = serverEnv();
  const baseUrl = regionBaseUrl(env, organization.region, env.CONSOLE_PUBLIC_URL ?? requestOrigin);
  if (!baseUrl) throw new ConsoleRouteError(503, "REGION_NOT_CONFIGURED", `No API address is configured for the ${organization.region.toUpperCase()} region.`);
  return baseUrl;
}

export async function listAgentKeys(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  const [keys, used] = await Promise.all([
    callUpstream(db, upstreamAgent(organization, agentId), listAgentApiKeys, { params: { id: agentId } }),
    vaultKeyOfAgent(db, organization, agentId),
  ]);
  return keys.map((key) => ({ ...key, isUsedByConsole: Boolean(used && key.status === "active" && isSameKey(used.fingerprint, key)) }));
}

/**
 * Creates a key for one of the organization's own systems (an integration). The console keeps nothing of
 * it: the secret is in this answer only, with the API's address and a ready call, and the key the console
 * itself uses stays as it was.
 */
export async function createIntegrationKey(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  details: { name: string; expiresAt?: string; requestOrigin: string },
): Promise<AgentKeyIssued> {
  if (details.expiresAt && Date.parse(details.expiresAt) <= Date.now()) {
    throw new ConsoleRouteError(400, "INVALID_INPUT", "Pick an expiry in the future.", { expiresAt: "Pick a time in the future." });
  }
  const baseUrl = integrationBaseUrl(organization, details.requestOrigin);
  const created = await callUpstream(db, upstreamAgent(organization, agentId), createAgentApiKey, {
    params: { id: agentId },
    body: { name: details.name, expiresAt: details.expiresAt },
  });
  const { apiKey, ...shown } = created;
  return { ...shown, isUsedByConsole: false, reveal: integrationKeyReveal(baseUrl, apiKey) };
}

/**
 * Creates the console's own key for an agent and keeps its secret in the vault; the browser sees its
 * fingerprint only. Refused while the console holds a working key for the agent: that one is rotated instead.
 */
export async function createConsoleKey(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, userId: string) {
  const held = await vaultKeyOfAgent(db, organization, agentId);
  if (held?.status === "active") {
    const keys = await callUpstream(db, upstreamAgent(organization, agentId), listAgentApiKeys, { params: { id: agentId } });
    if (keys.some((key) => key.status === "active" && isSameKey(held.fingerprint, key))) {
      throw new ConsoleRouteError(409, "CONSOLE_KEY_EXISTS", "The console already has a working key for this agent. Rotate it on the Keys tab instead.");
    }
  }
  const created = await callUpstream(db, upstreamAgent(organization, agentId), createAgentApiKey, {
    params: { id: agentId },
    body: { name: consoleKeyName },
  });
  await storeKey(db, vaultOwner(organization, agentId), created.apiKey, { label: consoleKeyName, createdBy: userId });
  const { apiKey: _secret, ...shown } = created;
  return { ...shown, isUsedByConsole: true };
}

/**
 * Rotates an agent key upstream (the old secret stops working at once). The console's own key gets its new
 * secret in the vault in the same step, never shown; an integration key's new secret is revealed once.
 */
export async function rotateAgentKey(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  keyId: string,
  details: { userId: string; requestOrigin: string },
): Promise<AgentKeyIssued> {
  const [current, held] = await Promise.all([
    callUpstream(db, upstreamAgent(organization, agentId), getAgentApiKey, { params: { id: agentId, keyId } }),
    vaultKeyOfAgent(db, organization, agentId),
  ]);
  // The console's own key is the one the vault holds, or the one it was last given under this name: a rotation
  // whose answer never came back leaves the vault with the previous secret, and rotating again must still put
  // the new one there. Only an integration key's new secret is revealed, at the address it is for.
  const isConsoleKey = Boolean(held && (isSameKey(held.fingerprint, current) || held.label === current.name));
  // Before the secret changes, the vault's label is made to name the key (a key connected by hand is labelled
  // after its agent): should this rotation's answer be lost, the next one still knows the key is the console's.
  if (held && isConsoleKey && held.label !== current.name) await relabelKey(db, held.id, current.name);
  const baseUrl = isConsoleKey ? undefined : integrationBaseUrl(organization, details.requestOrigin);
  // Rotating again does no harm (the key keeps its id, and the secret last answered is the one that works), so a
  // rotation whose answer was lost, or that was refused for the moment, is tried again at once: a lost answer
  // would otherwise leave the vault with a secret that no longer works.
  const rotated = await callUpstream(db, upstreamAgent(organization, agentId), rotateAgentApiKey, { params: { id: agentId, keyId } }, { isRepeatable: true });
  const { apiKey, ...shown } = rotated;
  if (baseUrl) return { ...shown, isUsedByConsole: false, reveal: integrationKeyReveal(baseUrl, apiKey) };
  await storeKey(db, vaultOwner(organization, agentId), apiKey, { label: rotated.name, createdBy: details.userId });
  return { ...shown, isUsedByConsole: true, reveal: null };
}

/** Revokes an agent key upstream; if it is the one the console uses, the vault forgets it too. */
export async function revokeAgentKey(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, keyId: string) {
  const revoked = await callUpstream(db, upstreamAgent(organization, agentId), revokeAgentApiKey, { params: { id: agentId, keyId } });
  const used = await vaultKeyOfAgent(db, organization, agentId);
  if (used && isSameKey(used.fingerprint, revoked)) await removeKey(db, used.id);
  return { ...revoked, isUsedByConsole: false };
}

/** How the console's own key for the agent fares, from the vault alone: working, refused by the API, or not held. */
export async function consoleKeyStatus(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  const held = await vaultKeyOfAgent(db, organization, agentId);
  return { keyStatus: held?.status ?? ("missing" as const) };
}
