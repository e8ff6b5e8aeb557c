import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/lib/db/open";
import { consoleEndedSessions } from "@/lib/db/schema";

import { endSession } from "./ended-sessions";

describe("ended sessions", () => {
  const database = openDatabase({ driver: "pglite" });
  beforeAll(() => database.migrate(), 60_000);
  afterAll(() => database.close());

  // Whether a session was ended is read with its holder (session-holder.test.ts).
  it("takes the same session ended twice (two tabs signing out) without error", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    await endSession(database.db, "session-a", new Date("2030-01-01T20:00:00Z"), now);
    await endSession(database.db, "session-a", new Date("2030-01-01T20:00:00Z"), now);
    const rows = await database.db.select().from(consoleEndedSessions);
    expect(rows.filter((row) => row.sessionId === "session-a")).toHaveLength(1);
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
