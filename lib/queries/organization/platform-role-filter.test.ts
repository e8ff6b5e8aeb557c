import { describe, expect, it } from "vitest";

import { isPlatformRoleFilter, roleOfFilter } from "./platform-role-filter";

describe("the platform role filter", () => {
  it("reads the role filter", () => {
    expect(roleOfFilter("all")).toBeUndefined();
    expect(roleOfFilter("owner")).toBe("owner");
    expect(isPlatformRoleFilter("admin")).toBe(true);
    expect(isPlatformRoleFilter("superuser")).toBe(false);
  });
});
