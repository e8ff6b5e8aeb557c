import { freePort } from "./free-port";
import { createScratchDatabase } from "./postgres.mjs";
import { startTestServer, type TestServer } from "./test-server.mjs";

/**
 * A second app server whose agents answer through the model at `llmBaseUrl`, without the demo data, on a
 * scratch PostgreSQL database when the suite runs on PostgreSQL. `stop` also drops that database.
 */
export async function startModelServer(llmBaseUrl: string, options: { usePostgres: boolean }): Promise<TestServer & { stopAll(): Promise<void> }> {
  const scratch = options.usePostgres ? await createScratchDatabase() : undefined;
  const server = await startTestServer({
    port: await freePort(),
    databaseUrl: scratch?.url,
    env: { LLM_BASE_URL: llmBaseUrl, SWITCHBOARD_DEMO_DATA: "false" },
  });
  return {
    ...server,
    async stopAll() {
      await server.stop();
      await scratch?.drop();
    },
  };
}
