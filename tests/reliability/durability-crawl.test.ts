import { afterAll, describe, expect, it } from "vitest";

import { callService, createTestAgent, eventually } from "@/tests/support/agent-service";
import { isPostgresAvailable } from "@/tests/support/postgres.mjs";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { startCrashableApp, storeKinds } from "@/tests/support/restart";
import { startSlowSite } from "@/tests/support/slow-site";

const postgresAvailable = await isPostgresAvailable();

const figures = { restartsSurvived: 0, messagesLost: 0, messagesDuplicated: 0, failures: [] as string[] };
afterAll(() => recordReliabilityFigures("durability-crawl", { suite: "crash during a crawl", ...figures }));

const guidePages = 8;

describe.concurrent("a crash (SIGKILL) in the middle of a crawl", () => {
  for (const store of storeKinds) {
    it.skipIf(store === "PostgreSQL" && !postgresAvailable)(
      `finishes the crawl once, each page indexed once, after a restart (${store})`,
      { timeout: 180_000 },
      async () => {
        const site = await startSlowSite({ pageCount: guidePages, delayMs: 400 });
        const app = await startCrashableApp({ store });
        try {
          const agent = await createTestAgent(app.baseUrl);
          const asOrganization = { key: agent.organization.key, header: "Organization-Secret-Key" as const };
          const scraping = `/external/agent-scraps/${agent.id}/scraping`;
          const created = await callService(app.baseUrl, "POST", scraping, { ...asOrganization, body: { url: `${site.url}/`, maxDepth: 1, autoUpload: true } });
          expect(created.status).toBe(201);
          const configPath = `${scraping}/${created.body.id}`;
          expect((await callService(app.baseUrl, "POST", `${configPath}/run`, asOrganization)).status).toBeLessThan(300);
          // The crash comes once a few pages are in the agent's knowledge and more are still to come.
          const before = await eventually(
            async () => {
              const { body } = await callService(app.baseUrl, "GET", configPath, asOrganization);
              return body.lastRun?.status === "running" && body.lastRun.pagesIndexed >= 3 ? body.lastRun : undefined;
            },
            30_000,
            50,
          );
          expect(before.pagesIndexed).toBeLessThan(guidePages + 1);
          await app.crashAndRestart();

          const after = await eventually(
            async () => {
              const { body } = await callService(app.baseUrl, "GET", configPath, asOrganization);
              return ["completed", "failed", "cancelled"].includes(body.lastRun?.status) ? body.lastRun : undefined;
            },
            60_000,
            250,
          ).catch((error) => {
            figures.messagesLost += 1;
            figures.failures.push(`${store}: the crawl never finished after the restart`);
            throw error;
          });
          expect(after).toMatchObject({ status: "completed", pagesFound: guidePages + 1, pagesIndexed: guidePages + 1, pagesFailed: 0, error: null });

          // Every page was asked for; only a page in flight at the crash may have been asked for twice.
          const pageRequests = site.paths.map((path) => site.requests.get(path) ?? 0);
          expect(pageRequests.every((count) => count >= 1)).toBe(true);
          expect(
            pageRequests.reduce((sum, count) => sum + count - 1, 0),
            JSON.stringify([...site.requests]),
          ).toBeLessThanOrEqual(1);

          const runs = await app.query<{ id: string; status: string }>("select id, status from svc_crawl_runs where config_id = $1", [created.body.id]);
          expect(runs).toEqual([{ id: expect.any(String), status: "completed" }]);
          const sources = await app.query<{ passages: number; positions: number }>(
            "select count(*)::int as passages, count(distinct position)::int as positions from svc_knowledge_chunks where agent_id = $1 and source_type = 'web_page' group by source_id",
            [agent.id],
          );
          figures.messagesLost += Math.max(0, guidePages + 1 - sources.length);
          figures.messagesDuplicated += sources.reduce((sum, source) => sum + source.passages - source.positions, 0);
          expect(sources).toHaveLength(guidePages + 1);
          for (const source of sources) expect(source.passages).toBe(source.positions);
          figures.restartsSurvived += 1;
        } finally {
          await app.close();
          await site.close();
        }
      },
    );
  }
});
