import "server-only";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";

import type { Database, DatabaseExecutor } from "@/lib/db";
import { svcAgents, svcFunctions, svcOrganizations, type FunctionEndpoint } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";
import { noParameters, type CreateFunctionBody, type functionResponse, type UpdateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { badRequest, notFound } from "../errors";
import { checkWebhookUrl, functionUrlPolicy } from "../webhooks/url-policy";

export type FunctionRow = typeof svcFunctions.$inferSelect;

/** Whose function it is: an agent's own, or the organization's library (`agentId` null). */
export type FunctionOwner = { organizationId: string; agentId: string | null };

/** Everything a function is made of, as it is stored. */
export type FunctionValues = Pick<FunctionRow, "name" | "description" | "parameters" | "endpoint" | "enabled">;

const invalidUrlMessage = "Invalid function URL. The URL must use HTTPS and resolve only to public IP addresses.";

const ownedBy = (owner: FunctionOwner) =>
  and(eq(svcFunctions.organizationId, owner.organizationId), owner.agentId === null ? isNull(svcFunctions.agentId) : eq(svcFunctions.agentId, owner.agentId));

export function presentFunction(row: FunctionRow): z.input<typeof functionResponse> {
  return {
    id: row.id,
    organizationId: row.organizationId,
    agentId: row.agentId,
    name: row.name,
    description: row.description,
    parameters: row.parameters,
    endpoint: { url: row.endpoint.url, method: row.endpoint.method, headers: row.endpoint.headers ?? null },
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A whole function from a creation (or replacing) body: what it leaves out takes its default. */
export function functionValues(body: CreateFunctionBody): FunctionValues {
  return {
    name: body.name,
    description: body.description ?? "",
    parameters: body.parameters ?? { ...noParameters },
    endpoint: body.endpoint,
    enabled: body.enabled ?? true,
  };
}

/** The function with the changes of a partial update; an endpoint is replaced as a whole. */
export function changedFunctionValues(current: FunctionRow, changes: UpdateFunctionBody): FunctionValues {
  return {
    name: changes.name ?? current.name,
    description: changes.description ?? current.description,
    parameters: changes.parameters ?? current.parameters,
    endpoint: changes.endpoint ?? current.endpoint,
    enabled: changes.enabled ?? current.enabled,
  };
}

export async function listFunctions(db: Database, owner: FunctionOwner): Promise<FunctionRow[]> {
  return db.select().from(svcFunctions).where(ownedBy(owner)).orderBy(asc(svcFunctions.name));
}

/** One function of the owner, or 404 (another agent's or organization's function is not found either). */
export async function findFunction(db: Database, owner: FunctionOwner, functionId: string): Promise<FunctionRow> {
  const [row] = isUuid(functionId)
    ? await db
        .select()
        .from(svcFunctions)
        .where(and(eq(svcFunctions.id, functionId), ownedBy(owner)))
    : [];
  if (!row) throw notFound("Function", functionId);
  return row;
}

async function checkEndpointUrl(endpoint: FunctionEndpoint) {
  const decision = await checkWebhookUrl(endpoint.url, functionUrlPolicy());
  if (!decision.isAllowed) throw badRequest(invalidUrlMessage, [{ field: "endpoint.url", message: decision.reason }]);
}

/** Holds the owner's row until the transaction ends, so two calls cannot both take one name. */
async function lockOwner(tx: DatabaseExecutor, owner: FunctionOwner) {
  if (owner.agentId === null) {
    await tx.select({ id: svcOrganizations.id }).from(svcOrganizations).where(eq(svcOrganizations.id, owner.organizationId)).for("no key update");
  } else {
    await tx.select({ id: svcAgents.id }).from(svcAgents).where(eq(svcAgents.id, owner.agentId)).for("no key update");
  }
}

async function refuseTakenName(tx: DatabaseExecutor, owner: FunctionOwner, name: string, exceptId: string | undefined) {
  const [taken] = await tx
    .select({ id: svcFunctions.id })
    .from(svcFunctions)
    .where(and(ownedBy(owner), eq(svcFunctions.name, name), exceptId ? ne(svcFunctions.id, exceptId) : undefined))
    .limit(1);
  if (taken) {
    const where = owner.agentId === null ? "the organization's library" : "this agent";
    throw badRequest("Function already exists.", [{ field: "name", message: `${where} already has a function named ${name}` }]);
  }
}

/**
 * Stores a new function (no `existingId`) or every field of an existing one, after checking the
 * endpoint's URL against the webhook policy and that the name is free for the owner.
 */
export async function saveFunction(db: Database, owner: FunctionOwner, values: FunctionValues, existingId?: string): Promise<FunctionRow> {
  await checkEndpointUrl(values.endpoint);
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    await refuseTakenName(tx, owner, values.name, existingId);
    if (existingId) {
      const [updated] = await tx
        .update(svcFunctions)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(svcFunctions.id, existingId), ownedBy(owner)))
        .returning();
      if (!updated) throw notFound("Function", existingId);
      return updated;
    }
    const [created] = await tx
      .insert(svcFunctions)
      .values({ ...values, organizationId: owner.organizationId, agentId: owner.agentId })
      .returning();
    return created!;
  });
}

export async function deleteFunction(db: Database, owner: FunctionOwner, functionId: string): Promise<void> {
  const row = await findFunction(db, owner, functionId);
  await db.delete(svcFunctions).where(eq(svcFunctions.id, row.id));
}
