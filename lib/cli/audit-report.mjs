// What `npm audit --json` said: the high and critical findings, or why the registry could not say.

/** Severities that fail the dependency check. */
export const blockingSeverities = ["high", "critical"];

/**
 * Reads `npm audit --json` output. `{ available: false, reason }` when the registry did not answer the audit
 * endpoint; otherwise the counts per severity and the packages with a blocking finding.
 */
export function readAuditReport(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { available: false, reason: "npm audit printed no report" };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== "object") {
    const reason = report?.message || report?.error?.summary || "npm audit printed no report";
    return { available: false, reason: String(reason) };
  }
  const blocking = Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => blockingSeverities.includes(finding?.severity))
    .map(([name, finding]) => `${name} (${finding.severity})`)
    .sort();
  return { available: true, counts, blocking };
}
