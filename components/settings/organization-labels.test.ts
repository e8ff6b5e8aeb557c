import { describe, expect, it } from "vitest";

import { keyOrganizationLabel, userOrganizationsLabel } from "./organization-labels";

const organizations = [
  { id: "nw", name: "Northwind Outfitters" },
  { id: "ac", name: "Acme" },
];

describe("userOrganizationsLabel", () => {
  it("names the organizations the viewer knows", () => {
    expect(userOrganizationsLabel({ role: "operator", organizationIds: ["nw", "ac"] }, organizations)).toBe("Northwind Outfitters, Acme");
  });

  it("counts the ones the viewer does not know", () => {
    expect(userOrganizationsLabel({ role: "viewer", organizationIds: ["nw", "x", "y"] }, organizations)).toBe("Northwind Outfitters and 2 others");
    expect(userOrganizationsLabel({ role: "viewer", organizationIds: ["x"] }, organizations)).toBe("1 other");
  });

  it("says none, or every organization for a super-admin", () => {
    expect(userOrganizationsLabel({ role: "viewer", organizationIds: [] }, organizations)).toBe("None");
    expect(userOrganizationsLabel({ role: "superadmin", organizationIds: [] }, organizations)).toBe("Every organization");
  });
});

describe("keyOrganizationLabel", () => {
  it("names the key's organization, or the region for a super-admin key", () => {
    expect(keyOrganizationLabel("ac", organizations)).toBe("Acme");
    expect(keyOrganizationLabel(null, organizations)).toBe("Every organization in the region");
    expect(keyOrganizationLabel("gone", organizations)).toBe("Unknown organization");
  });
});
