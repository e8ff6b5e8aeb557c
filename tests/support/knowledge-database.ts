import { afterAll } from "vitest";

import { defaultAgentSettings } from "@/lib/agent-service/agent-defaults";
import type { AgentRow } from "@/lib/agent-service/auth";
import { openDatabase, type Database } from "@/lib/db/open";
import { svcAgentRoles, svcAgents, svcKnowledgeChunks, svcOrganizations, svcSubscriptions } from "@/lib/db/schema";

const createdBy = { id: "test", email: "test@example.test", firstName: "Test", lastName: "User" };

/** An in-memory, migrated database for tests of the agent's knowledge. */
export async function openKnowledgeDatabase() {
  const database = openDatabase({ driver: "pglite" });
  await database.migrate();
  return database;
}

/** An agent in a fresh organization, with the fewest columns the schema asks for. */
export async function insertTestAgent(db: Database, changes: Partial<typeof svcAgents.$inferInsert> = {}): Promise<AgentRow> {
  const [subscription] = await db
    .insert(svcSubscriptions)
    .values({
      title: "Test plan",
      description: "For tests.",
      agentsAmount: 10,
      usersWithAccessAmount: 10,
      status: "active",
      visibility: "private",
      isTrial: false,
      price: 0,
      createdBy,
    })
    .returning();
  const [organization] = await db
    .insert(svcOrganizations)
    .values({ name: "Test organization", region: "us", licenseKey: "test", subscriptionId: subscription!.id, createdBy })
    .returning();
  const [role] = await db
    .insert(svcAgentRoles)
    .values({ name: `Role ${crypto.randomUUID()}`, description: "For tests." })
    .returning();
  const [agent] = await db
    .insert(svcAgents)
    .values({
      organizationId: organization!.id,
      roleId: role!.id,
      name: "Test agent",
      publicName: "Test agent",
      settings: defaultAgentSettings(),
      vectorStoreId: "vs_test",
      ...changes,
    })
    .returning();
  return agent!;
}

/** A test file's database, closed after its tests, with one agent in it. */
export async function openKnowledgeDatabaseWithAgent() {
  const database = await openKnowledgeDatabase();
  afterAll(() => database.close());
  const agent = await insertTestAgent(database.db);
  return { db: database.db, agentId: agent.id };
}

/** Stores passages of one source directly, as indexing would. */
export async function insertChunks(
  db: Database,
  source: { agentId: string; sourceType: "agent_file" | "pack_document" | "web_page"; sourceId: string; sourceName: string },
  passages: string[],
) {
  await db.insert(svcKnowledgeChunks).values(passages.map((text, position) => ({ ...source, position, text })));
}
