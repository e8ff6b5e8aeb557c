import { describe, expect, it } from "vitest";

import { chooseCurrentOrganization } from "./current-organization";

const organizations = [
  { id: "org-a", name: "Acme" },
  { id: "org-b", name: "Beta" },
  { id: "org-c", name: "Gamma" },
];

describe("chooseCurrentOrganization", () => {
  it("returns the remembered organization when the user still has it", () => {
    expect(chooseCurrentOrganization(organizations, "org-b")).toBe(organizations[1]);
    expect(chooseCurrentOrganization(organizations, "org-c")).toBe(organizations[2]);
  });

  it("falls back to the first organization when nothing is remembered", () => {
    expect(chooseCurrentOrganization(organizations, undefined)).toBe(organizations[0]);
  });

  it("falls back to the first organization when the remembered one is unknown", () => {
    expect(chooseCurrentOrganization(organizations, "org-gone")).toBe(organizations[0]);
    expect(chooseCurrentOrganization(organizations, "")).toBe(organizations[0]);
  });

  it("returns undefined when the user has no organizations", () => {
    expect(chooseCurrentOrganization([], "org-a")).toBeUndefined();
    expect(chooseCurrentOrganization([], undefined)).toBeUndefined();
  });
});
