import type { DatabaseTarget } from "@/lib/db/open";

import { createScratchDatabase, isPostgresAvailable } from "./postgres.mjs";

/**
 * The databases a test runs on: PGlite always, and a scratch PostgreSQL database when the server answers
 * (`drop` removes it after the run).
 */
export async function databaseTargets() {
  const scratch = (await isPostgresAvailable()) ? await createScratchDatabase() : undefined;
  const targets: { name: string; target: () => DatabaseTarget; enabled: boolean }[] = [
    { name: "PGlite", target: () => ({ driver: "pglite" }), enabled: true },
    { name: "PostgreSQL", target: () => ({ driver: "postgres", url: scratch!.url }), enabled: Boolean(scratch) },
  ];
  return { targets, drop: async () => scratch?.drop() };
}
