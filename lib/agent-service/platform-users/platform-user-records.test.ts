import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AgentRow } from "@/lib/agent-service/auth";
import { svcPlatformUserAgents, svcPlatformUsers } from "@/lib/db/schema";
import { insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { agentPlatformUsers, findPlatformUser, platformUserAgents, updatePlatformUser } from "./platform-user-records";

const database = await openKnowledgeDatabase();
const db = database.db;

afterAll(async () => {
  await database.close();
});

type Role = (typeof svcPlatformUsers.$inferInsert)["role"];

describe("platform users and their agents", () => {
  let support: AgentRow;
  let sales: AgentRow;
  const ids: Record<string, string> = {};

  const addUser = async (name: string, role: Role, status: "active" | "invited" | "disabled" = "active") => {
    const [user] = await db
      .insert(svcPlatformUsers)
      .values({ organizationId: support.organizationId, email: `${name}@example.test`, firstName: name, role, status })
      .returning();
    ids[name] = user!.id;
    return user!;
  };

  beforeAll(async () => {
    support = await insertTestAgent(db, { name: "Support" });
    sales = await insertTestAgent(db, { name: "Sales", organizationId: support.organizationId });
    await addUser("olivia", "owner");
    await addUser("adam", "admin", "disabled");
    await addUser("uma", "user");
    await addUser("cody", "copilot_user", "invited");
    await addUser("nina", "user");
    await db.insert(svcPlatformUserAgents).values([
      { platformUserId: ids.uma!, agentId: support.id },
      { platformUserId: ids.cody!, agentId: support.id },
      { platformUserId: ids.cody!, agentId: sales.id },
    ]);
  });

  it("lists who works on an agent: owners and admins by role, others by assignment", async () => {
    const users = await agentPlatformUsers(db, support.organizationId, support.id);
    expect(users.map((user) => [user.firstName, user.role, user.status, user.access])).toEqual([
      ["adam", "admin", "disabled", "organization"],
      ["cody", "copilot_user", "invited", "assigned"],
      ["olivia", "owner", "active", "organization"],
      ["uma", "user", "active", "assigned"],
    ]);
    const onSales = await agentPlatformUsers(db, support.organizationId, sales.id);
    expect(onSales.map((user) => user.firstName)).toEqual(["adam", "cody", "olivia"]);
  });

  it("lists a user's agents: all of them for owners and admins, the assigned ones for others", async () => {
    const names = async (name: string) =>
      (await platformUserAgents(db, await findPlatformUser(db, support.organizationId, ids[name]!))).map((agent) => agent.name);
    expect(await names("olivia")).toEqual(["Sales", "Support"]);
    expect(await names("cody")).toEqual(["Sales", "Support"]);
    expect(await names("uma")).toEqual(["Support"]);
    expect(await names("nina")).toEqual([]);
  });

  it("finds only the organization's own users", async () => {
    const other = await insertTestAgent(db);
    await expect(findPlatformUser(db, other.organizationId, ids.olivia!)).rejects.toMatchObject({ status: 404 });
    await expect(findPlatformUser(db, support.organizationId, "not-a-uuid")).rejects.toMatchObject({ status: 404 });
  });

  it("changes role and status, but keeps one owner who is not disabled", async () => {
    await expect(updatePlatformUser(db, support.organizationId, ids.olivia!, { role: "admin" })).rejects.toMatchObject({
      status: 400,
      body: { details: [{ field: "role" }] },
    });
    await expect(updatePlatformUser(db, support.organizationId, ids.olivia!, { status: "disabled" })).rejects.toMatchObject({
      status: 400,
      body: { details: [{ field: "status" }] },
    });

    const promoted = await updatePlatformUser(db, support.organizationId, ids.nina!, { role: "owner", status: "active" });
    expect(promoted).toMatchObject({ role: "owner", status: "active" });
    const demoted = await updatePlatformUser(db, support.organizationId, ids.olivia!, { role: "user" });
    expect(demoted).toMatchObject({ role: "user", status: "active" });
    await expect(updatePlatformUser(db, support.organizationId, ids.nina!, { status: "disabled" })).rejects.toMatchObject({ status: 400 });
    expect(await updatePlatformUser(db, support.organizationId, ids.nina!, {})).toMatchObject({ role: "owner", status: "active" });
  });

  it("never lets two owners demoted at the same time leave the organization without one", async () => {
    const solo = await insertTestAgent(db);
    const [first, second] = await db
      .insert(svcPlatformUsers)
      .values([
        { organizationId: solo.organizationId, email: "first@example.test", role: "owner", status: "active" },
        { organizationId: solo.organizationId, email: "second@example.test", role: "owner", status: "active" },
      ])
      .returning();
    const outcomes = await Promise.allSettled([
      updatePlatformUser(db, solo.organizationId, first!.id, { role: "admin" }),
      updatePlatformUser(db, solo.organizationId, second!.id, { role: "admin" }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
  });
});
