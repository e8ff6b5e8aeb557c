import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What a production build is made from; a change to any of these calls for a new build. */
const buildInputs = [
  "app",
  "components",
  "lib",
  "public",
  "package.json",
  "package-lock.json",
  "next.config.mjs",
  "tsconfig.json",
  "postcss.config.mjs",
  "instrumentation.ts",
];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

/** True when `distDir` holds a build newer than every build input. */
export function isBuildFresh(projectRoot, distDir) {
  const buildId = path.join(projectRoot, distDir, "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return buildInputs.every((input) => newestModification(path.join(projectRoot, input)) <= builtAt);
}
