import { describe, expect, it } from "vitest";

import { settingsApiPaths } from "./paths";

describe("settingsApiPaths", () => {
  it("asks the audit API for a page with its size and filters", () => {
    expect(settingsApiPaths.audit({ action: "user.invite", page: 1 }, 25)).toBe("/api/console/audit?action=user.invite&page=1&pageSize=25");
  });

  it("exports with the same filters and no page", () => {
    expect(settingsApiPaths.auditExport({ actor: "a b", from: "2025-01-01" })).toBe("/api/console/audit/export?actor=a+b&from=2025-01-01");
    expect(settingsApiPaths.auditExport({})).toBe("/api/console/audit/export");
  });

  it("encodes ids in paths", () => {
    expect(settingsApiPaths.user("a/b")).toBe("/api/console/users/a%2Fb");
  });
});
