import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/lib/db/open";
import { consoleUsers } from "@/lib/db/schema";

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

    const open = await findSessionHolder(database.db, userId, "open", now);
    expect(open?.user).toMatchObject({ id: userId, email: "holder@example.test", role: "org_admin" });
    expect(open?.isEnded).toBe(false);
    expect((await findSessionHolder(database.db, userId, "ended", now))?.isEnded).toBe(true);
    expect((await findSessionHolder(database.db, userId, "ended", new Date("2030-01-01T21:00:00Z")))?.isEnded).toBe(false);
    expect((await findSessionHolder(database.db, userId, undefined, now))?.isEnded).toBe(false);
  });

  it("finds no one for an unknown or malformed user id", async () => {
    expect(await findSessionHolder(database.db, crypto.randomUUID(), "open")).toBeUndefined();
    expect(await findSessionHolder(database.db, "not-a-uuid", "open")).toBeUndefined();
  });
});
