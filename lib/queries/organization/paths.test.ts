import { describe, expect, it } from "vitest";

import { organizationApiPaths } from "./paths";
import { isPlatformRoleFilter, roleOfFilter } from "./platform-role-filter";

describe("organization API paths", () => {
  it("asks for every platform user, or those of one role", () => {
    expect(organizationApiPaths.platformUsers("org 1")).toBe("/api/console/organizations/org%201/platform-users");
    expect(organizationApiPaths.platformUsers("o", "copilot_admin")).toBe("/api/console/organizations/o/platform-users?role=copilot_admin");
    expect(organizationApiPaths.platformUser("o", "u/1")).toBe("/api/console/organizations/o/platform-users/u%2F1");
  });

  it("reads the role filter", () => {
    expect(roleOfFilter("all")).toBeUndefined();
    expect(roleOfFilter("owner")).toBe("owner");
    expect(isPlatformRoleFilter("admin")).toBe(true);
    expect(isPlatformRoleFilter("superuser")).toBe(false);
  });
});
