import { describe, expect, it } from "vitest";

import { isStandingOwner, removesLastOwner } from "./owner-guard";

describe("removesLastOwner", () => {
  const owner = { role: "owner", status: "active" };

  it("refuses demoting or disabling the only standing owner", () => {
    expect(removesLastOwner(owner, { role: "admin", status: "active" }, 0)).toBe(true);
    expect(removesLastOwner(owner, { role: "owner", status: "disabled" }, 0)).toBe(true);
    expect(removesLastOwner({ role: "owner", status: "invited" }, { role: "user", status: "invited" }, 0)).toBe(true);
  });

  it("allows it while another standing owner remains", () => {
    expect(removesLastOwner(owner, { role: "admin", status: "active" }, 1)).toBe(false);
  });

  it("allows changes that keep the owner standing, and changes to anyone else", () => {
    expect(removesLastOwner(owner, { role: "owner", status: "active" }, 0)).toBe(false);
    expect(removesLastOwner({ role: "admin", status: "active" }, { role: "user", status: "disabled" }, 0)).toBe(false);
    expect(removesLastOwner({ role: "owner", status: "disabled" }, { role: "admin", status: "disabled" }, 0)).toBe(false);
  });
});

describe("isStandingOwner", () => {
  it("is an owner who is not disabled", () => {
    expect(isStandingOwner({ role: "owner", status: "invited" })).toBe(true);
    expect(isStandingOwner({ role: "owner", status: "disabled" })).toBe(false);
    expect(isStandingOwner({ role: "admin", status: "active" })).toBe(false);
  });
});
