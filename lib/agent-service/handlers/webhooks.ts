import "server-only";

import { createAgentWebhook } from "@/lib/agent-api/contract/agents";
import { svcWebhooks } from "@/lib/db/schema";

import { badRequest } from "../errors";
import { implement } from "../implement";
import { presentWebhook } from "../presenters";
import { isReservedHeader } from "../webhooks/headers";
import { sealSigningSecret } from "../webhooks/sealed-secret";
import { generateWebhookSecret } from "../webhooks/signing";
import { checkWebhookUrl, webhookUrlPolicy } from "../webhooks/url-policy";
// Registers the "deliver-webhook" job handler in every process that serves this operation.
import "../webhooks/deliver";

const invalidUrlMessage = "Invalid webhook URL. The URL must use HTTPS and resolve only to public IP addresses.";

export const webhooksHandlers = [
  /** The signing secret is answered here only, and stored sealed; deliveries are signed with it from then on. */
  implement(createAgentWebhook, async ({ db, principal, body }) => {
    const decision = await checkWebhookUrl(body.url, webhookUrlPolicy());
    if (!decision.isAllowed) throw badRequest(invalidUrlMessage, [{ field: "url", message: decision.reason }]);
    const reserved = Object.keys(body.headers ?? {}).filter(isReservedHeader);
    if (reserved.length > 0) {
      throw badRequest(
        "INVALID_REQUEST",
        reserved.map((name) => ({ field: `headers.${name}`, message: "set by every delivery; cannot be overridden" })),
      );
    }

    const secret = generateWebhookSecret();
    const identity = { id: crypto.randomUUID(), agentId: principal.agent.id };
    const [row] = await db
      .insert(svcWebhooks)
      .values({
        ...identity,
        title: body.title,
        description: body.description,
        url: body.url,
        triggerCondition: body.triggerCondition,
        headers: body.headers ?? null,
        ...sealSigningSecret(identity, secret),
      })
      .returning();
    return presentWebhook(row!, secret);
  }),
];
