// `npm run check:dependencies`: fails on any high or critical advisory for a production dependency.
// A registry that cannot answer the audit endpoint is reported plainly; the check then has nothing to judge.
import { spawnSync } from "node:child_process";

import { readAuditReport } from "./audit-report.mjs";
import { projectRoot } from "./next-bin.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const audit = spawnSync(npm, ["audit", "--omit=dev", "--json"], { cwd: projectRoot, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const report = readAuditReport(audit.stdout ?? "");

if (!report.available) {
  console.warn(`Dependency audit not possible: the registry did not answer the audit endpoint (${report.reason}).`);
  process.exit(process.env.REQUIRE_DEPENDENCY_AUDIT === "true" ? 1 : 0);
}
const { counts, blocking } = report;
console.log(
  `Dependency audit of production packages: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
if (blocking.length > 0) {
  console.error(`High or critical findings: ${blocking.join(", ")}. Run \`npm audit --omit=dev\` for the advisories.`);
  process.exit(1);
}
