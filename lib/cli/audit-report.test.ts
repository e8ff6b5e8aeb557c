import { describe, expect, it } from "vitest";

import { readAuditReport } from "./audit-report.mjs";

describe("reading npm audit's report", () => {
  it("lists the packages with a high or critical finding", () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        lodash: { name: "lodash", severity: "critical" },
        minimist: { name: "minimist", severity: "moderate" },
        "node-fetch": { name: "node-fetch", severity: "high" },
      },
      metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 1, total: 3 } },
    };
    expect(readAuditReport(JSON.stringify(report))).toEqual({
      available: true,
      counts: report.metadata.vulnerabilities,
      blocking: ["lodash (critical)", "node-fetch (high)"],
    });
  });

  it("passes a clean report", () => {
    const clean = { auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: { high: 0, critical: 0, total: 0 } } };
    expect(readAuditReport(JSON.stringify(clean))).toMatchObject({ available: true, blocking: [] });
  });

  it("says why when the registry did not answer", () => {
    const refused = { message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405 };
    expect(readAuditReport(JSON.stringify(refused))).toEqual({ available: false, reason: refused.message });
    expect(readAuditReport("")).toEqual({ available: false, reason: "npm audit printed no report" });
  });
});
