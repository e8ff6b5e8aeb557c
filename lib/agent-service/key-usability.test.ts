import { describe, expect, it } from "vitest";

import { isKeyUsable, isOrganizationOpen } from "./key-usability";

const now = new Date("2026-11-27T10:00:00Z");
const key = { region: "us", revokedAt: null, expiresAt: null };

describe("isKeyUsable", () => {
  it("accepts a key of the region, neither revoked nor expired", () => {
    expect(isKeyUsable(key, "us", now)).toBe(true);
    expect(isKeyUsable({ ...key, expiresAt: new Date("2026-11-27T10:00:01Z") }, "us", now)).toBe(true);
  });

  it("refuses a key of the other region", () => {
    expect(isKeyUsable(key, "eu", now)).toBe(false);
  });

  it("refuses a revoked key", () => {
    expect(isKeyUsable({ ...key, revokedAt: new Date("2026-11-27T09:00:00Z") }, "us", now)).toBe(false);
  });

  it("refuses a key from the moment it expires", () => {
    expect(isKeyUsable({ ...key, expiresAt: now }, "us", now)).toBe(false);
    expect(isKeyUsable({ ...key, expiresAt: new Date("2026-11-27T09:59:59Z") }, "us", now)).toBe(false);
  });
});

describe("isOrganizationOpen", () => {
  it("accepts active and pending organizations, refuses blocked and archived ones", () => {
    expect(isOrganizationOpen({ status: "active" })).toBe(true);
    expect(isOrganizationOpen({ status: "pending" })).toBe(true);
    expect(isOrganizationOpen({ status: "blocked" })).toBe(false);
    expect(isOrganizationOpen({ status: "archived" })).toBe(false);
  });
});
