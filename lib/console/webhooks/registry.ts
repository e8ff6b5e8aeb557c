import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";

import { createAgentWebhook } from "@/lib/agent-api/contract/agents";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { Database, DatabaseExecutor } from "@/lib/db";
import { consoleWebhookDeliveries, consoleWebhooks } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import type { RegisteredWebhookView, RegisterWebhookBody, WebhookView } from "@/lib/schemas/console/webhooks";

import { receiverUrl } from "./receiver-url";
import { sealWebhookSecret } from "./secret";
import { registrationFields } from "./upstream-fields";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

type WebhookRow = typeof consoleWebhooks.$inferSelect;
type LastDelivery = WebhookView["lastDelivery"];

/** The console's own origin, as the AI Agent API reaches it: CONSOLE_PUBLIC_URL, or this server on localhost. */
export function consoleOrigin(): string {
  const env = serverEnv();
  return env.CONSOLE_PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

function toView(row: WebhookRow, lastDelivery: LastDelivery): WebhookView {
  return {
    id: row.id,
    upstreamWebhookId: row.upstreamWebhookId,
    title: row.title,
    description: row.description,
    url: row.url,
    triggerCondition: row.triggerCondition,
    headerNames: row.headerNames,
    isConsoleReceiver: row.isConsoleReceiver,
    hasSigningSecret: row.secretCiphertext !== null,
    createdAt: row.createdAt,
    lastDelivery,
    refusedDeliveries: { count: row.refusedDeliveries, lastAt: row.lastRefusedAt, lastReason: row.lastRefusalReason },
  };
}

const ofAgent = (organizationId: string, agentId: string) => and(eq(consoleWebhooks.organizationId, organizationId), eq(consoleWebhooks.agentId, agentId));

/** The webhooks the console registered for the agent, newest first, each with the last delivery it brought. */
export async function listAgentWebhooks(db: Database, organization: ConsoleOrganization, agentId: string): Promise<WebhookView[]> {
  const rows = await db.select().from(consoleWebhooks).where(ofAgent(organization.id, agentId)).orderBy(desc(consoleWebhooks.createdAt));
  if (rows.length === 0) return [];
  const latest = await db
    .selectDistinctOn([consoleWebhookDeliveries.webhookId], {
      webhookId: consoleWebhookDeliveries.webhookId,
      receivedAt: consoleWebhookDeliveries.receivedAt,
      eventType: consoleWebhookDeliveries.eventType,
      isSignatureValid: consoleWebhookDeliveries.isSignatureValid,
    })
    .from(consoleWebhookDeliveries)
    .where(
      inArray(
        consoleWebhookDeliveries.webhookId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(consoleWebhookDeliveries.webhookId, desc(consoleWebhookDeliveries.receivedAt));
  const byWebhook = new Map(latest.map(({ webhookId, ...delivery }) => [webhookId, delivery]));
  return rows.map((row) => toView(row, byWebhook.get(row.id) ?? null));
}

/**
 * Registers the webhook upstream, once per trigger (the API takes one trigger a webhook), sending to the
 * given URL or to the console's own receiver. Each signing secret is sealed into the console's record at
 * once. The console's receiver's never reaches the browser; a URL of the admin's own gets its secret in
 * this answer, once, for its receiver to verify deliveries. Webhooks registered before a refusal stay
 * recorded, as they exist upstream.
 */
export async function registerAgentWebhooks(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  body: RegisterWebhookBody,
  createdBy: string | null,
): Promise<RegisteredWebhookView[]> {
  const registered: RegisteredWebhookView[] = [];
  for (const trigger of body.triggers) {
    const id = crypto.randomUUID();
    const url = body.url ?? receiverUrl(consoleOrigin(), id);
    let created;
    try {
      created = await callUpstream(db, { as: "agent", organization, agentId }, createAgentWebhook, {
        body: { title: body.title, description: body.description, url, triggerCondition: trigger, headers: body.headers },
      });
    } catch (error) {
      if (error instanceof AgentApiError && error.status === 400) {
        const done = registered.length > 0 ? ` (${registered.length} of ${body.triggers.length} events were registered first)` : "";
        throw new ConsoleRouteError(
          400,
          "UPSTREAM_REJECTED",
          `The AI Agent API refused this: ${error.message}${done}`,
          registrationFields(error.options.details),
        );
      }
      throw error;
    }
    const owner = { id, organizationId: organization.id, agentId };
    const [row] = await db
      .insert(consoleWebhooks)
      .values({
        ...owner,
        upstreamWebhookId: created.id,
        title: body.title,
        description: body.description,
        url,
        triggerCondition: trigger,
        headerNames: Object.keys(body.headers ?? {}),
        isConsoleReceiver: body.url === undefined,
        ...(created.signingSecret ? sealWebhookSecret(owner, created.signingSecret) : {}),
        createdBy,
      })
      .returning();
    const isRevealed = body.url !== undefined && Boolean(created.signingSecret);
    registered.push({ ...toView(row!, null), signingSecret: isRevealed ? created.signingSecret! : null });
  }
  return registered;
}

/**
 * Forgets a webhook and the deliveries it brought. The AI Agent API cannot delete a webhook, so it keeps
 * sending; the console's receiver answers 404 to them from now on.
 */
export async function removeAgentWebhook(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, webhookId: string) {
  const [removed] = await db
    .delete(consoleWebhooks)
    .where(and(ofAgent(organization.id, agentId), eq(consoleWebhooks.id, webhookId)))
    .returning({ id: consoleWebhooks.id, title: consoleWebhooks.title, upstreamWebhookId: consoleWebhooks.upstreamWebhookId });
  if (!removed) throw new ConsoleRouteError(404, "NOT_FOUND", "The console has no such webhook for this agent.");
  return removed;
}
