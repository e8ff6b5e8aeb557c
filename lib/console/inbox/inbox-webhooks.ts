import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleWebhooks } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import type { webhookTriggers } from "@/lib/schemas/agent-api/agents";

import type { ConsoleOrganization } from "../organizations/organizations";
import { registerAgentWebhooks } from "../webhooks/registry";

/** The events the inbox lives on: messages, a dialog starting or ending, and a change of hands. */
export const inboxTriggers = ["each_message", "start_dialog", "end_dialog", "manual"] as const satisfies readonly (typeof webhookTriggers)[number][];

const done = ((globalThis as typeof globalThis & { __switchboardInboxWebhooks?: Set<string> }).__switchboardInboxWebhooks ??= new Set());

/**
 * Whether the AI Agent API can reach the console's receiver: the embedded service always can; a remote
 * deployment only when the console has a public URL.
 */
export function canReceiveWebhooks(): boolean {
  const env = serverEnv();
  return env.isAgentServiceEnabled || Boolean(env.CONSOLE_PUBLIC_URL);
}

/**
 * Makes sure the console's own receiver gets the agent's inbox events: registers a webhook for each trigger
 * the console does not receive yet. Once done for an agent, a process does not look again. A failure is
 * logged, and the inbox falls back to reading conversations again.
 */
export async function ensureInboxWebhooks(db: Database, organization: ConsoleOrganization, agentId: string, createdBy: string | null): Promise<void> {
  const key = `${organization.id}:${agentId}`;
  if (done.has(key) || !canReceiveWebhooks()) return;
  try {
    const existing = await db
      .select({ trigger: consoleWebhooks.triggerCondition })
      .from(consoleWebhooks)
      .where(and(eq(consoleWebhooks.organizationId, organization.id), eq(consoleWebhooks.agentId, agentId), eq(consoleWebhooks.isConsoleReceiver, true)));
    const have = new Set(existing.map((row) => row.trigger));
    const missing = inboxTriggers.filter((trigger) => !have.has(trigger));
    if (missing.length > 0) {
      await registerAgentWebhooks(
        db,
        organization,
        agentId,
        { title: "Switchboard inbox", description: "Live updates for the console's hand-off inbox.", triggers: missing, headers: undefined },
        createdBy,
      );
    }
    done.add(key);
  } catch (error) {
    console.error(`the inbox could not register its webhooks for agent ${agentId}`, error);
  }
}
