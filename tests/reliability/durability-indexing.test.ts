import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { callService, createTestAgent, eventually, type TestAgent } from "@/tests/support/agent-service";
import { isPostgresAvailable } from "@/tests/support/postgres.mjs";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { startCrashableApp, storeKinds, type CrashableApp } from "@/tests/support/restart";

const postgresAvailable = await isPostgresAvailable();

const figures = { restartsSurvived: 0, messagesLost: 0, messagesDuplicated: 0, failures: [] as string[] };
afterAll(() => recordReliabilityFigures("durability-indexing", { suite: "crash while a file is indexed", ...figures }));

/** A timetable of about `bytes`: thousands of passages, so indexing it takes a while. */
function timetable(bytes: number): string {
  const parts = ["# Harbour ferries\n\n"];
  let length = parts[0]!.length;
  for (let index = 0; length < bytes; index += 1) {
    const part = `## Ferry ${index}\n\nFerry ${index} leaves pier ${index % 7} at ${index % 24} o'clock and costs ${index % 50} euros. Bicycles travel free on weekdays.\n\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join("");
}

async function upload(app: CrashableApp, agent: TestAgent, text: string, fileName: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/markdown" }), fileName);
  const response = await callService(app.baseUrl, "POST", "/external/agent-files/upload", { key: agent.key, form });
  expect(response.status).toBe(200);
  return response.body.id;
}

/**
 * On PostgreSQL, holds a lock on the passages table that lets reads through but makes any indexing wait in
 * the middle of its transaction: the crash then certainly lands while both indexings are under way.
 */
async function holdIndexingMidway(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("begin");
  await client.query("lock table svc_knowledge_chunks in share mode");
  return {
    waiting: async () =>
      Number(
        (await client.query("select count(*) from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'svc_knowledge_chunks' and not l.granted"))
          .rows[0].count,
      ),
    release: async () => {
      await client.query("rollback").catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}

async function statusesOf(app: CrashableApp, agent: TestAgent): Promise<Map<string, string | null>> {
  const listed = await callService(app.baseUrl, "GET", "/external/agent-files/by-api-key", { key: agent.key });
  return new Map((listed.body as { id: string; vectorStoreUploadStatus: string | null }[]).map((file) => [file.id, file.vectorStoreUploadStatus]));
}

describe.concurrent("a crash (SIGKILL) while uploaded files are being indexed", () => {
  for (const store of storeKinds) {
    it.skipIf(store === "PostgreSQL" && !postgresAvailable)(`indexes each file exactly once after a restart (${store})`, { timeout: 180_000 }, async () => {
      const app = await startCrashableApp({ store });
      let hold: Awaited<ReturnType<typeof holdIndexingMidway>> | undefined;
      try {
        const agent = await createTestAgent(app.baseUrl);
        const text = timetable(6_000_000);
        // One file is indexed by a background job, the other inside the request that asks for it.
        const queuedId = await upload(app, agent, text, "timetable-queued.md");
        const inlineId = await upload(app, agent, text, "timetable-inline.md");

        if (app.databaseUrl) hold = await holdIndexingMidway(app.databaseUrl);
        const queued = await callService(app.baseUrl, "PUT", `/external/agent-files/${queuedId}/add-to-vector-store/async`, { key: agent.key });
        expect(queued.status).toBe(200);
        const inline = callService(app.baseUrl, "PUT", `/external/agent-files/${inlineId}/add-to-vector-store`, { key: agent.key }).catch(() => undefined);
        // On PostgreSQL both indexings are seen waiting mid-transaction. PGlite, in the app's process, can neither
        // be held nor watched from outside (its transactions hold up every other query): the crash comes 300 ms
        // after the queued indexing was handed to the worker, while it works, as the job's attempts show below.
        if (hold) await eventually(async () => ((await hold!.waiting()) >= 2 ? true : undefined), 30_000);
        else await new Promise((resolve) => setTimeout(resolve, 300));

        const crash = app.crashAndRestart();
        // The killed app's transactions, waiting on the lock, can only roll back once it is gone.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await hold?.release();
        await crash;
        expect((await inline)?.status, "the inline indexing answered before the crash").toBeUndefined();

        // Neither file is left `processing`: the queued one is done, and the inline one is done too, or (when the
        // crash came before its request got under way) untouched.
        const settled = await eventually(
          async () => {
            const statuses = await statusesOf(app, agent);
            return statuses.get(queuedId) === "done" && statuses.get(inlineId) !== "processing" ? statuses : undefined;
          },
          60_000,
          250,
        ).catch(async (error) => {
          figures.messagesLost += 1;
          figures.failures.push(`${store}: after the restart the files stayed ${JSON.stringify([...(await statusesOf(app, agent)).values()])}`);
          throw error;
        });
        if (hold) expect(settled.get(inlineId)).toBe("done");
        expect(settled.size).toBe(2);
        // The caller of the cut request does not know it went through, and asks again: the file is indexed once still.
        expect((await callService(app.baseUrl, "PUT", `/external/agent-files/${inlineId}/add-to-vector-store`, { key: agent.key })).status).toBe(200);
        const files = (await callService(app.baseUrl, "GET", "/external/agent-files/by-api-key", { key: agent.key })).body as any[];
        const chunkCount = files[0].chunkCount as number;
        expect(chunkCount).toBeGreaterThan(1_000);
        expect(files.map((file) => file.chunkCount)).toEqual([chunkCount, chunkCount]);

        const stored = await app.query<{ source_id: string; passages: number; positions: number }>(
          "select source_id, count(*)::int as passages, count(distinct position)::int as positions from svc_knowledge_chunks where agent_id = $1 group by source_id",
          [agent.id],
        );
        const extra = stored.reduce((sum, row) => sum + row.passages - chunkCount, 0);
        if (extra > 0) figures.messagesDuplicated += extra;
        expect(stored.sort((a, b) => a.source_id.localeCompare(b.source_id))).toEqual(
          [queuedId, inlineId].sort().map((id) => ({ source_id: id, passages: chunkCount, positions: chunkCount })),
        );
        // The background job had been claimed before the crash, and was claimed again after it.
        const [job] = await app.query<{ attempts: number; status: string }>(
          "select attempts, status from svc_jobs where kind = 'index-agent-file' and subject_id = $1 order by created_at limit 1",
          [queuedId],
        );
        expect(job).toMatchObject({ status: "done" });
        expect(job!.attempts).toBeGreaterThanOrEqual(2);
        figures.restartsSurvived += 1;
      } finally {
        await hold?.release();
        await app.close();
      }
    });
  }
});
