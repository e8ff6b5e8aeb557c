import "server-only";
import { and, eq } from "drizzle-orm";

import { listWebhookDeliveries, replayWebhookDelivery, sendWebhookTestEvent } from "@/lib/agent-api/contract/webhook-deliveries";
import type { DatabaseExecutor } from "@/lib/db";
import { consoleWebhooks } from "@/lib/db/schema";
import type { SentDeliveryPage, SentDeliveryView } from "@/lib/schemas/console/webhooks";

import { isDeliveryReportMissing } from "./delivery-report";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

type Owner = { organization: ConsoleOrganization; agentId: string };

/** The console's record of one of the agent's webhooks, or 404. */
async function findWebhook(db: DatabaseExecutor, { organization, agentId }: Owner, webhookId: string) {
  const [webhook] = await db
    .select({ id: consoleWebhooks.id, upstreamWebhookId: consoleWebhooks.upstreamWebhookId, title: consoleWebhooks.title })
    .from(consoleWebhooks)
    .where(and(eq(consoleWebhooks.organizationId, organization.id), eq(consoleWebhooks.agentId, agentId), eq(consoleWebhooks.id, webhookId)));
  if (!webhook) throw new ConsoleRouteError(404, "NOT_FOUND", "The console has no such webhook for this agent.");
  return webhook;
}

/** Only the fields the console shows, so an upstream's extra fields stay on the server. */
function toView(delivery: SentDeliveryView): SentDeliveryView {
  return {
    id: delivery.id,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    responseStatusCode: delivery.responseStatusCode,
    latencyMs: delivery.latencyMs,
    lastError: delivery.lastError,
    nextRetryAt: delivery.nextRetryAt,
    createdAt: delivery.createdAt,
    lastAttemptAt: delivery.lastAttemptAt,
    deliveredAt: delivery.deliveredAt,
    recentAttempts: delivery.recentAttempts.map(({ attemptedAt, statusCode, latencyMs, error }) => ({ attemptedAt, statusCode, latencyMs, error })),
  };
}

const notOffered = (what: string) =>
  new ConsoleRouteError(501, "NOT_OFFERED", `This deployment of the AI Agent API does not ${what}: only the embedded service does.`);

/** Runs a call of a delivery extension; a deployment without it is told apart from a real failure. */
async function unlessMissing<T>(call: Promise<T>, onMissing: () => T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isDeliveryReportMissing(error)) return onMissing();
    throw error;
  }
}

/** A page of what the API sent to the webhook, newest first; `isReported: false` when the deployment does not say. */
export async function listSentDeliveries(
  db: DatabaseExecutor,
  owner: Owner,
  webhookId: string,
  query: { page: number; pageSize: number },
): Promise<SentDeliveryPage> {
  const webhook = await findWebhook(db, owner, webhookId);
  const unreported: SentDeliveryPage = { isReported: false, data: [], page: query.page, pageSize: query.pageSize, total: 0 };
  return unlessMissing(
    callUpstream(db, { as: "agent", ...owner }, listWebhookDeliveries, { params: { id: webhook.upstreamWebhookId }, query }).then((found) => ({
      isReported: true,
      data: found.data.map(toView),
      page: found.currentPage,
      pageSize: found.pageSize,
      total: found.totalItems,
    })),
    () => unreported,
  );
}

/** Sends a delivered or failed delivery again; the webhook's title is answered for the audit entry. */
export async function replaySentDelivery(db: DatabaseExecutor, owner: Owner, webhookId: string, deliveryId: string) {
  const webhook = await findWebhook(db, owner, webhookId);
  const delivery = await unlessMissing(
    callUpstream(db, { as: "agent", ...owner }, replayWebhookDelivery, { params: { id: webhook.upstreamWebhookId, deliveryId } }),
    () => {
      throw notOffered("replay deliveries");
    },
  );
  return { webhook, delivery: toView(delivery) };
}

/** Queues a test event to the webhook; the webhook's title is answered for the audit entry. */
export async function sendTestEvent(db: DatabaseExecutor, owner: Owner, webhookId: string) {
  const webhook = await findWebhook(db, owner, webhookId);
  const delivery = await unlessMissing(callUpstream(db, { as: "agent", ...owner }, sendWebhookTestEvent, { params: { id: webhook.upstreamWebhookId } }), () => {
    throw notOffered("send test events");
  });
  return { webhook, delivery: toView(delivery) };
}
