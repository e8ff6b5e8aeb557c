import { describe, expect, it } from "vitest";

import { onboardingErrorField } from "./onboarding-error-fields";

describe("onboardingErrorField", () => {
  it("puts an invited user's problem on that row's box", () => {
    expect(onboardingErrorField("users.1.email")).toBe("users.1.email");
    expect(onboardingErrorField("users.0.role")).toBe("users.0.role");
  });

  it("puts a field's problem on the field, and nothing it does not know", () => {
    expect(onboardingErrorField("subscriptionId")).toBe("subscriptionId");
    expect(onboardingErrorField("endedAt")).toBe("endedAt");
    expect(onboardingErrorField("users")).toBe("users");
    expect(onboardingErrorField("body")).toBeUndefined();
    expect(onboardingErrorField("users.x.email")).toBeUndefined();
  });
});
