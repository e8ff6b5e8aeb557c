import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/lib/db/open";
import { consoleEndedSessions } from "@/lib/db/schema";

import { endSession, isSessionEnded } from "./ended-sessions";

describe("ended sessions", () => {
  const database = openDatabase({ driver: "pglite" });
  beforeAll(() => database.migrate(), 60_000);
  afterAll(() => database.close());

  it("refuse a signed-out session until it would have expired, and leave other sessions alone", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    await endSession(database.db, "session-a", new Date("2030-01-01T20:00:00Z"), now);
    expect(await isSessionEnded(database.db, "session-a", now)).toBe(true);
    expect(await isSessionEnded(database.db, "session-b", now)).toBe(false);
    // Ending it twice (two tabs signing out) is no error.
    await endSession(database.db, "session-a", new Date("2030-01-01T20:00:00Z"), now);
    expect(await isSessionEnded(database.db, "session-a", new Date("2030-01-01T21:00:00Z"))).toBe(false);
  });

  it("forget sessions past their end whenever another one ends", async () => {
    const now = new Date("2030-02-01T12:00:00Z");
    await endSession(database.db, "old", new Date("2030-02-01T11:00:00Z"), new Date("2030-02-01T10:00:00Z"));
    await endSession(database.db, "new", new Date("2030-02-01T18:00:00Z"), now);
    const kept = (await database.db.select().from(consoleEndedSessions)).map((row) => row.sessionId);
    expect(kept).toContain("new");
    expect(kept).not.toContain("old");
  });
});
