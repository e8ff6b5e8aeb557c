import { describe, expect, it } from "vitest";

import { onboardOrganizationBody } from "@/lib/schemas/console/admin";

import { onboardingIssueMessage } from "./onboarding-issue-message";

const valid = {
  name: "Acme",
  region: "us",
  licenseKey: "license-1",
  subscriptionId: "6f1c1d3e-2b4a-4c5d-8e9f-0a1b2c3d4e5f",
  users: [{ email: "owner@acme.test", role: "owner" }],
};

function messages(input: unknown) {
  const result = onboardOrganizationBody.safeParse(input, { error: onboardingIssueMessage });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the onboarding form's checks", () => {
  it("accepts a complete organization", () => {
    expect(messages(valid)).toEqual({});
  });

  it("says what is wrong with the name, the emails and the subscription, on their fields", () => {
    expect(messages({ ...valid, name: "  " })).toEqual({ name: "Required." });
    expect(messages({ ...valid, name: "n".repeat(256) })).toEqual({ name: "At most 255 characters." });
    expect(messages({ ...valid, users: [{ email: "a@b", role: "owner" }] })).toEqual({ "users.0.email": "At least 4 characters." });
    expect(messages({ ...valid, users: [{ email: "not an email", role: "owner" }] })).toEqual({ "users.0.email": "Enter a valid email address." });
    expect(messages({ ...valid, subscriptionId: "" })).toEqual({ subscriptionId: "Choose a subscription." });
  });

  it("asks for an owner, and for each email once", () => {
    expect(messages({ ...valid, users: [{ email: "user@acme.test", role: "user" }] })).toEqual({ users: "Make at least one invited user an owner." });
    expect(
      messages({
        ...valid,
        users: [
          { email: "owner@acme.test", role: "owner" },
          { email: "OWNER@acme.test", role: "admin" },
        ],
      }),
    ).toEqual({ "users.1.email": "This email is already in the list." });
    expect(messages({ ...valid, users: [] })).toEqual({ users: "Invite at least one user, the organization's owner." });
  });

  it("takes an end date only after today", () => {
    expect(messages({ ...valid, endedAt: "2020-01-01" })).toEqual({ endedAt: "Choose a day after today." });
    expect(messages({ ...valid, endedAt: "2999-12-31" })).toEqual({});
  });
});
