import { describe, expect, it } from "vitest";

import { activeItemFor, homePathFor, navigationFor, navigationItems, rolesForPath } from "./navigation";
import { consoleRoles } from "../users/roles";

function labels(role: Parameters<typeof navigationFor>[0]): string[] {
  return navigationFor(role).map((item) => item.label);
}

describe("navigationFor", () => {
  it("shows a superadmin every page", () => {
    expect(labels("superadmin")).toEqual(["Agents", "Inbox", "Knowledge & Packs", "Functions", "Usage", "Organization", "Admin", "Settings"]);
  });

  it("shows an org_admin everything but Admin", () => {
    expect(labels("org_admin")).toEqual(["Agents", "Inbox", "Knowledge & Packs", "Functions", "Usage", "Organization", "Settings"]);
  });

  it("shows an operator Inbox, Usage and Settings", () => {
    expect(labels("operator")).toEqual(["Inbox", "Usage", "Settings"]);
  });

  it("shows a viewer Usage and Settings", () => {
    expect(labels("viewer")).toEqual(["Usage", "Settings"]);
  });

  it("returns items that list the role", () => {
    for (const role of consoleRoles) {
      for (const item of navigationFor(role)) expect(item.roles).toContain(role);
    }
  });
});

describe("homePathFor", () => {
  it.each([
    ["superadmin", "/agents"],
    ["org_admin", "/agents"],
    ["operator", "/inbox"],
    ["viewer", "/usage"],
  ] as const)("sends a %s to %s", (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });
});

describe("rolesForPath", () => {
  it("returns the roles of a known page", () => {
    expect(rolesForPath("/inbox")).toEqual(["superadmin", "org_admin", "operator"]);
    expect(rolesForPath("/admin")).toEqual(["superadmin"]);
    expect(rolesForPath("/settings")).toEqual(["superadmin", "org_admin", "operator", "viewer"]);
  });

  it("throws for a path outside the navigation", () => {
    expect(() => rolesForPath("/nowhere")).toThrow("No navigation item for /nowhere");
    expect(() => rolesForPath("/agents/123")).toThrow("No navigation item for /agents/123");
  });
});

describe("activeItemFor", () => {
  it("matches a page exactly", () => {
    expect(activeItemFor("/agents", navigationItems)?.href).toBe("/agents");
    expect(activeItemFor("/settings", navigationItems)?.href).toBe("/settings");
  });

  it("matches a nested path to its section", () => {
    expect(activeItemFor("/agents/123", navigationItems)?.href).toBe("/agents");
    expect(activeItemFor("/knowledge/packs/9/edit", navigationItems)?.href).toBe("/knowledge");
  });

  it("does not match on a bare prefix", () => {
    expect(activeItemFor("/agentsx", navigationItems)).toBeUndefined();
    expect(activeItemFor("/usage-report", navigationItems)).toBeUndefined();
  });

  it("returns undefined when nothing matches", () => {
    expect(activeItemFor("/", navigationItems)).toBeUndefined();
    expect(activeItemFor("/nowhere", navigationItems)).toBeUndefined();
  });

  it("only considers the items it is given", () => {
    expect(activeItemFor("/agents/123", navigationFor("viewer"))).toBeUndefined();
    expect(activeItemFor("/usage/2025", navigationFor("viewer"))?.label).toBe("Usage");
  });
});
