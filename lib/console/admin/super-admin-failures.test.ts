import { describe, expect, it } from "vitest";

import { AgentApiError } from "@/lib/agent-api/errors";

import { explainSuperAdminFailure } from "./super-admin-failures";

const failure = (status: number, operationId: string) => new AgentApiError(status, "ERROR", "upstream words", { operationId });

describe("explainSuperAdminFailure", () => {
  it("says a refused key is the region's super-admin key, and where to fix it", () => {
    const explained = explainSuperAdminFailure(failure(403, "listSubscriptions"), "eu");
    expect(explained).toMatchObject({ status: 502, code: "SUPER_ADMIN_KEY_REFUSED" });
    expect(explained?.message).toContain("super-admin key for the EU region");
    expect(explained?.message).toContain("of the other region");
    expect(explained?.message).toContain("Settings → Keys");
  });

  it("puts a missing subscription on the subscription field when creating an organization", () => {
    const explained = explainSuperAdminFailure(failure(404, "createOrganization"), "us");
    expect(explained).toMatchObject({ status: 404, code: "SUBSCRIPTION_NOT_FOUND" });
    expect(explained?.fields?.subscriptionId).toMatch(/no longer exists/);
  });

  it("puts more invited users than the plan allows on the users field when creating an organization", () => {
    const refused = new AgentApiError(402, "LIMIT_EXCEEDED_ERROR", "LIMIT_EXCEEDED", {
      operationId: "createOrganization",
      details: [{ owner: "subscription", ownerId: "plan", field: "usersWithAccessAmount", amount: 2, used: 0, message: "over" }],
    });
    const explained = explainSuperAdminFailure(refused, "us");
    expect(explained).toMatchObject({ status: 402, code: "LIMIT_REACHED" });
    expect(explained?.fields?.users).toBe("The plan allows 2 users with access: invite fewer users, or choose a larger plan.");
  });

  it("leaves other failures to the console's usual explanation", () => {
    expect(explainSuperAdminFailure(failure(429, "createOrganization"), "us")).toBeUndefined();
    expect(explainSuperAdminFailure(failure(404, "listSubscriptions"), "us")).toBeUndefined();
    expect(explainSuperAdminFailure(new Error("boom"), "us")).toBeUndefined();
  });
});
