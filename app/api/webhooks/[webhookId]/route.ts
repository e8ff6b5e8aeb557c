import { NextResponse, type NextRequest } from "next/server";

import { receiveWebhookDelivery } from "@/lib/console/webhooks/receive";
import { getDb } from "@/lib/db";
import { readRequestWithin } from "@/lib/http/limited-body";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";

export const dynamic = "force-dynamic";

/** Deliveries carry a conversation's transcript; anything larger than this is not one of them. */
const maxBodyBytes = 16 * 1024 * 1024;

const answer = (request: NextRequest, status: number, body: Record<string, unknown>) =>
  NextResponse.json(body, { status, headers: { "Cache-Control": "no-store", "X-Request-Id": requestIdFor(request.headers.get(requestIdHeader)) } });

/**
 * The console's webhook receiver: the AI Agent API posts a webhook's deliveries here, signed the Standard
 * Webhooks way. No session: the signature, checked with the webhook's sealed secret, is the credential. The
 * body is read within 16 MiB (a delivery carries at most 50 messages of at most 32,000 characters), a larger one refused with a 413 as soon as its Content-Length or its bytes say so.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ webhookId: string }> }) {
  const { webhookId } = await params;
  const bytes = await readRequestWithin(request, maxBodyBytes).catch(() => null);
  if (bytes === null) return answer(request, 400, { error: "UNREADABLE", message: "The delivery's body could not be read." });
  if (!bytes) return answer(request, 413, { error: "TOO_LARGE", message: "The delivery is larger than the console accepts (16 MiB)." });
  const body = new TextDecoder("utf-8").decode(bytes);
  const received = await receiveWebhookDelivery(await getDb(), { webhookId, headers: request.headers, body });
  return answer(request, received.status, received.body);
}
