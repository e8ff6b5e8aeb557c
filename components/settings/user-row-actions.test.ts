import { describe, expect, it } from "vitest";

import { assignableRoles, userRowActions } from "./user-row-actions";

const root = { id: "root", role: "superadmin", status: "active" } as const;
const admin = { id: "admin", role: "org_admin", status: "active" } as const;
const operator = { id: "op", role: "operator", status: "active" } as const;
const disabled = { id: "off", role: "viewer", status: "disabled" } as const;

describe("assignableRoles", () => {
  it("lets only a super-admin grant super-admin", () => {
    expect(assignableRoles("superadmin")).toEqual(["superadmin", "org_admin", "operator", "viewer"]);
    expect(assignableRoles("org_admin")).toEqual(["org_admin", "operator", "viewer"]);
  });
});

describe("userRowActions", () => {
  const everyone = [root, admin, operator, disabled];

  it("offers nothing on your own row", () => {
    expect(userRowActions(root, root, everyone)).toEqual({ roleOptions: [], statusAction: undefined, note: "This is you" });
  });

  it("offers a role change and disabling on an active user", () => {
    expect(userRowActions(operator, root, everyone)).toEqual({ roleOptions: assignableRoles("superadmin"), statusAction: "disable" });
    expect(userRowActions(operator, admin, everyone)).toEqual({ roleOptions: assignableRoles("org_admin"), statusAction: "disable" });
  });

  it("offers enabling on a disabled user", () => {
    expect(userRowActions(disabled, root, everyone).statusAction).toBe("enable");
  });

  it("never lets an organization admin touch a super-admin", () => {
    expect(userRowActions(root, admin, everyone)).toEqual({ roleOptions: [], statusAction: undefined });
  });

  it("keeps the last active super-admin", () => {
    const other = { id: "root2", role: "superadmin", status: "active" } as const;
    expect(userRowActions(other, root, everyone).statusAction).toBe("disable");
    expect(userRowActions(other, { id: "someone-else", role: "superadmin" }, [other, admin])).toEqual({
      roleOptions: [],
      statusAction: undefined,
      note: "The last active super-admin",
    });
  });
});
