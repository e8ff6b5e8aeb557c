import { NextResponse, type NextRequest } from "next/server";

import { receiveWebhookDelivery } from "@/lib/console/webhooks/receive";
import { getDb } from "@/lib/db";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";

export const dynamic = "force-dynamic";

/** Deliveries carry a conversation's transcript; anything far larger is not one of them. */
const maxBodyBytes = 2 * 1024 * 1024;

const answer = (request: NextRequest, status: number, body: Record<string, unknown>) =>
  NextResponse.json(body, { status, headers: { "Cache-Control": "no-store", "X-Request-Id": requestIdFor(request.headers.get(requestIdHeader)) } });

/**
 * The console's webhook receiver: the AI Agent API posts a webhook's deliveries here, signed the Standard
 * Webhooks way. No session: the signature, checked with the webhook's sealed secret, is the credential.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ webhookId: string }> }) {
  const { webhookId } = await params;
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) {
    return answer(request, 413, { error: "TOO_LARGE", message: "The delivery is larger than the console accepts." });
  }
  const body = await request.text();
  if (Buffer.byteLength(body) > maxBodyBytes) {
    return answer(request, 413, { error: "TOO_LARGE", message: "The delivery is larger than the console accepts." });
  }
  const received = await receiveWebhookDelivery(await getDb(), { webhookId, headers: request.headers, body });
  return answer(request, received.status, received.body);
}
