import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type OpenDatabase } from "@/lib/db/open";

import { claimNextJob, enqueueJob } from "./queue";

let database: OpenDatabase;
beforeAll(async () => {
  database = openDatabase({ driver: "pglite" });
  await database.migrate();
});
afterAll(() => database.close());

describe("claimNextJob", () => {
  it("claims a due job once, and a running one again only once its lease ran out", async () => {
    const { db } = database;
    const job = await enqueueJob(db, { kind: "claim-test", subjectId: "a" });
    const first = await claimNextJob(db, ["claim-test"], 30);
    expect(first).toMatchObject({ id: job.id, status: "running", attempts: 1 });
    expect(await claimNextJob(db, ["claim-test"], 30)).toBeUndefined();

    await db.execute(sql`update svc_jobs set locked_until = now() - interval '1 second' where id = ${job.id}`);
    expect(await claimNextJob(db, ["claim-test"], 30)).toMatchObject({ id: job.id, attempts: 2 });
  });

  it("leaves a job whose lease ran out alone while this instance still runs it", async () => {
    const { db } = database;
    const job = await enqueueJob(db, { kind: "stalled-test", subjectId: "b" });
    await claimNextJob(db, ["stalled-test"], 30);
    await db.execute(sql`update svc_jobs set locked_until = now() - interval '1 second' where id = ${job.id}`);
    expect(await claimNextJob(db, ["stalled-test"], 30, new Set([job.id]))).toBeUndefined();
    expect(await claimNextJob(db, ["stalled-test"], 30, new Set())).toMatchObject({ id: job.id, attempts: 2 });
  });
});
