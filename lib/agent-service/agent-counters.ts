import "server-only";
import { eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcAgentCounters } from "@/lib/db/schema";

async function countersOf(db: DatabaseExecutor, agentId: string) {
  const [row] = await db.select().from(svcAgentCounters).where(eq(svcAgentCounters.agentId, agentId));
  return row ?? { agentId, conversations: 0, knowledgeVersion: 0 };
}

/** How many conversations the agent has, as the database's triggers keep count: one row read, however many. */
export async function conversationCountOf(db: DatabaseExecutor, agentId: string): Promise<number> {
  return (await countersOf(db, agentId)).conversations;
}

/**
 * A number every insert or delete of the agent's passages moves, whichever instance made it; 0 when the
 * agent never had any.
 */
export async function knowledgeVersionOf(db: DatabaseExecutor, agentId: string): Promise<number> {
  return (await countersOf(db, agentId)).knowledgeVersion;
}
