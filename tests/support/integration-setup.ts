import type { TestProject } from "vitest/node";

import { freePort } from "./free-port";
import { createScratchDatabase, isPostgresAvailable } from "./postgres.mjs";
import { startTestServer } from "./test-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's PostgreSQL database, or "" when it runs on PGlite. */
    databaseUrl: string;
    /** Everything the server printed. */
    serverLog: string;
  }
}

/** One app server for the HTTP suite: on PostgreSQL when it answers, on PGlite otherwise. */
export default async function setup(project: TestProject) {
  const scratch = (await isPostgresAvailable()) ? await createScratchDatabase() : undefined;
  const server = await startTestServer({ port: await freePort(), databaseUrl: scratch?.url });
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", scratch?.url ?? "");
  project.provide("serverLog", server.logFile);
  return async () => {
    await server.stop();
    await scratch?.drop();
  };
}
