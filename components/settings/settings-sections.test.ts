import { describe, expect, it } from "vitest";

import { rolesForSettingsPath, settingsSectionsFor } from "./settings-sections";

describe("settings sections", () => {
  it("shows admins every settings page", () => {
    for (const role of ["superadmin", "org_admin"] as const) {
      expect(settingsSectionsFor(role).map((section) => section.label)).toEqual(["General", "Users", "Keys", "Audit log"]);
    }
  });

  it("shows operators and viewers only their own settings", () => {
    for (const role of ["operator", "viewer"] as const) {
      expect(settingsSectionsFor(role).map((section) => section.href)).toEqual(["/settings"]);
    }
  });

  it("gives the pages' role checks the same roles as the links", () => {
    expect(rolesForSettingsPath("/settings/audit")).toEqual(["superadmin", "org_admin"]);
    expect(rolesForSettingsPath("/settings")).toContain("viewer");
  });
});
