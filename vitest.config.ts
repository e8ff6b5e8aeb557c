import path from "node:path";

import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

const shared = {
  resolve: {
    alias: {
      "@": root,
      // Modules marked server-only are exercised directly in tests, outside React's server bundle.
      "server-only": path.join(root, "node_modules/server-only/empty.js"),
    },
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          environment: "node",
          include: ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
          // Some tests start an embedded PostgreSQL; a busy machine must not fail them on time alone.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...shared,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/integration-setup.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...shared,
        test: {
          // Faults, bad input, crashes, access and headers; `npm run test:reliability` adds the summary table.
          name: "reliability",
          environment: "node",
          include: ["tests/reliability/**/*.test.ts"],
          globalSetup: ["tests/support/integration-setup.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
