import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/lib/db/open";
import { consoleOrganizations, consoleUsers, organizationMembers } from "@/lib/db/schema";

import { endSession } from "./ended-sessions";
import { findSessionHolder } from "./session-holder";

describe("the holder of a session", () => {
  const database = openDatabase({ driver: "pglite" });
  let userId: string;
  beforeAll(async () => {
    await database.migrate();
    const [user] = await database.db
      .insert(consoleUsers)
      .values({ email: "holder@example.test", name: "Holder", role: "org_admin", passwordHash: "x" })
      .returning();
    userId = user!.id;
  }, 60_000);
  afterAll(() => database.close());

  it("names the user, and whether this session (and only this one) was ended until it would have expired", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    await endSession(database.db, "ended", new Date("2030-01-01T20:00:00Z"), now);

    const open = await findSessionHolder(database.db, userId, "open", { now });
    expect(open?.user).toMatchObject({ id: userId, email: "holder@example.test", role: "org_admin" });
    expect(open?.isEnded).toBe(false);
    expect((await findSessionHolder(database.db, userId, "ended", { now }))?.isEnded).toBe(true);
    expect((await findSessionHolder(database.db, userId, "ended", { now: new Date("2030-01-01T21:00:00Z") }))?.isEnded).toBe(false);
    expect((await findSessionHolder(database.db, userId, undefined, { now }))?.isEnded).toBe(false);
  });

  it("finds no one for an unknown or malformed user id", async () => {
    expect(await findSessionHolder(database.db, crypto.randomUUID(), "open")).toBeUndefined();
    expect(await findSessionHolder(database.db, "not-a-uuid", "open")).toBeUndefined();
  });

  it("finds in the same query the organization asked for, when the user may open it: a member's own, any for a super-admin", async () => {
    const [joined, other] = await database.db
      .insert(consoleOrganizations)
      .values([{ name: "Joined" }, { name: "Other" }])
      .returning();
    const [superadmin] = await database.db
      .insert(consoleUsers)
      .values({ email: "holder-super@example.test", name: "Super", role: "superadmin", passwordHash: "x" })
      .returning();
    await database.db.insert(organizationMembers).values({ userId, organizationId: joined!.id });

    const member = await findSessionHolder(database.db, userId, "open", { organizationId: joined!.id });
    expect(member).toMatchObject({ user: { id: userId }, isEnded: false, organization: { id: joined!.id, name: "Joined" } });
    expect((await findSessionHolder(database.db, userId, "open", { organizationId: other!.id }))?.organization).toBeUndefined();
    expect((await findSessionHolder(database.db, userId, "open", { organizationId: crypto.randomUUID() }))?.organization).toBeUndefined();
    expect((await findSessionHolder(database.db, userId, "open", { organizationId: "not-a-uuid" }))?.organization).toBeUndefined();
    expect((await findSessionHolder(database.db, superadmin!.id, "open", { organizationId: other!.id }))?.organization?.id).toBe(other!.id);

    const now = new Date("2030-01-01T12:00:00Z");
    await endSession(database.db, "ended-in-organization", new Date("2030-01-01T20:00:00Z"), now);
    const ended = await findSessionHolder(database.db, userId, "ended-in-organization", { organizationId: joined!.id, now });
    expect(ended).toMatchObject({ isEnded: true, organization: { id: joined!.id } });
  });
});
