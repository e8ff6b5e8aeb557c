import { describe, expect, it } from "vitest";

import { platformRoles } from "@/lib/schemas/agent-api/organizations";

import { consoleRoleForPlatformRole, platformRoleLabels } from "./platform-roles";

describe("consoleRoleForPlatformRole", () => {
  it("makes owners and admins organization admins", () => {
    expect(consoleRoleForPlatformRole("owner")).toBe("org_admin");
    expect(consoleRoleForPlatformRole("admin")).toBe("org_admin");
  });

  it("makes plain users viewers", () => {
    expect(consoleRoleForPlatformRole("user")).toBe("viewer");
  });

  it("makes every copilot role an operator", () => {
    expect(consoleRoleForPlatformRole("copilot_user")).toBe("operator");
    expect(consoleRoleForPlatformRole("copilot_agent_user")).toBe("operator");
    expect(consoleRoleForPlatformRole("copilot_admin")).toBe("operator");
  });

  it("never hands out the super-admin role, and labels every API role", () => {
    for (const role of platformRoles) {
      expect(consoleRoleForPlatformRole(role)).not.toBe("superadmin");
      expect(platformRoleLabels[role]).toBeTruthy();
    }
  });
});
