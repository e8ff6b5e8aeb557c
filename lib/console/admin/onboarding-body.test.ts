import { describe, expect, it } from "vitest";

import type { OnboardOrganizationBody } from "@/lib/schemas/console/admin";

import { toCreateOrganizationBody } from "./onboarding-body";

const body: OnboardOrganizationBody = {
  name: "Acme",
  region: "eu",
  licenseKey: "license-1",
  subscriptionId: "6f1c1d3e-2b4a-4c5d-8e9f-0a1b2c3d4e5f",
  users: [{ email: "owner@acme.test", role: "owner" }],
  endedAt: "2027-06-30",
};

describe("toCreateOrganizationBody", () => {
  it("sends the end date as the end of the chosen day for a plan that is not a trial", () => {
    expect(toCreateOrganizationBody(body, { isTrial: false })).toEqual({
      name: "Acme",
      licenseKey: "license-1",
      subscriptionId: body.subscriptionId,
      users: body.users,
      endedAt: "2027-06-30T23:59:59.999Z",
    });
  });

  it("never sends an end date for a trial, or for a plan the console does not know", () => {
    expect(toCreateOrganizationBody(body, { isTrial: true })).not.toHaveProperty("endedAt");
    expect(toCreateOrganizationBody(body, undefined)).not.toHaveProperty("endedAt");
  });

  it("keeps the region out of the API's body", () => {
    expect(toCreateOrganizationBody({ ...body, endedAt: undefined }, { isTrial: false })).not.toHaveProperty("region");
  });
});
