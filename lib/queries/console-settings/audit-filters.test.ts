import { describe, expect, it } from "vitest";

import { auditFilterForm, auditFilterFormValues, auditFiltersFromSearchParams, auditFiltersToSearchParams, hasAuditFilters } from "./audit-filters";

const organizationId = "0b7f5c5e-3f0f-4a43-9a8e-1d2a3b4c5d6e";

describe("audit filters in the URL", () => {
  it("reads every filter", () => {
    const params = new URLSearchParams({ actor: "root@", action: "user.invite", organizationId, from: "2025-01-01", to: "2025-01-31", "audit.page": "3" });
    expect(auditFiltersFromSearchParams(params)).toEqual({ actor: "root@", action: "user.invite", organizationId, from: "2025-01-01", to: "2025-01-31" });
  });

  it("drops values the API would refuse instead of failing", () => {
    const params = new URLSearchParams({ organizationId: "not-a-uuid", from: "yesterday", actor: "" });
    expect(auditFiltersFromSearchParams(params)).toEqual({});
  });

  it("writes only the filters that are set", () => {
    expect(auditFiltersToSearchParams({ actor: " ", action: "key." }).toString()).toBe("action=key.");
  });

  it("round-trips filters through the URL", () => {
    const filters = { actor: "ada", organizationId, to: "2025-03-01" };
    expect(auditFiltersFromSearchParams(auditFiltersToSearchParams(filters))).toEqual(filters);
  });

  it("tells whether any filter is set", () => {
    expect(hasAuditFilters({})).toBe(false);
    expect(hasAuditFilters({ action: "user." })).toBe(true);
  });
});

describe("the audit filter form", () => {
  it("starts from the filters in the URL, blank where none is set", () => {
    expect(auditFilterFormValues({ action: "user." })).toEqual({ actor: "", action: "user.", organizationId: "", from: "", to: "" });
  });

  it("accepts blanks, and refuses an end date before the start date", () => {
    const blank = auditFilterFormValues({});
    expect(auditFilterForm.safeParse(blank).success).toBe(true);
    const reversed = auditFilterForm.safeParse({ ...blank, from: "2025-02-01", to: "2025-01-01" });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.path).toEqual(["to"]);
  });

  it("refuses what the API refuses", () => {
    expect(auditFilterForm.safeParse({ ...auditFilterFormValues({}), from: "1 Jan" }).success).toBe(false);
  });
});
