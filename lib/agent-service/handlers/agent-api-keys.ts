import "server-only";
import { and, desc, eq } from "drizzle-orm";

import { createAgentApiKey, getAgentApiKey, listAgentApiKeys, revokeAgentApiKey, rotateAgentApiKey } from "@/lib/agent-api/contract/agent-api-keys";
import type { Database } from "@/lib/db";
import { svcApiKeys } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import { issueAgentKey, newAgentKeySecret } from "../agent-keys";
import { badRequest, notFound } from "../errors";
import { implement } from "../implement";
import { presentApiKey } from "../presenters";
import { findOrganizationAgent } from "../records";

async function findAgentKey(db: Database, agentId: string, keyId: string) {
  const [row] = isUuid(keyId)
    ? await db
        .select()
        .from(svcApiKeys)
        .where(and(eq(svcApiKeys.id, keyId), eq(svcApiKeys.agentId, agentId), eq(svcApiKeys.scope, "agent")))
    : [];
  if (!row) throw notFound("Agent API key", keyId);
  return row;
}

export const agentApiKeyHandlers = [
  implement(createAgentApiKey, async ({ db, principal, params, body, region }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const { apiKey, row } = await issueAgentKey(db, agent, region, { name: body.name, expiresAt: body.expiresAt ? new Date(body.expiresAt) : null });
    return { ...presentApiKey(row), apiKey };
  }),

  implement(listAgentApiKeys, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const rows = await db
      .select()
      .from(svcApiKeys)
      .where(and(eq(svcApiKeys.agentId, agent.id), eq(svcApiKeys.scope, "agent")))
      .orderBy(desc(svcApiKeys.createdAt));
    return rows.map((row) => presentApiKey(row));
  }),

  implement(getAgentApiKey, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    return presentApiKey(await findAgentKey(db, agent.id, params.keyId));
  }),

  implement(revokeAgentApiKey, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const key = await findAgentKey(db, agent.id, params.keyId);
    const [row] = await db
      .update(svcApiKeys)
      .set({ revokedAt: key.revokedAt ?? new Date() })
      .where(eq(svcApiKeys.id, key.id))
      .returning();
    return presentApiKey(row!);
  }),

  /** The key keeps its id, name and expiry; its secret is replaced, so the old one fails from now on. */
  implement(rotateAgentApiKey, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const key = await findAgentKey(db, agent.id, params.keyId);
    if (key.revokedAt) throw badRequest("A revoked key cannot be rotated.", [{ field: "keyId", message: "revoked" }]);
    const { apiKey, stored } = newAgentKeySecret();
    const [row] = await db
      .update(svcApiKeys)
      .set({ ...stored, lastUsedAt: null })
      .where(eq(svcApiKeys.id, key.id))
      .returning();
    return { ...presentApiKey(row!), apiKey };
  }),
];
