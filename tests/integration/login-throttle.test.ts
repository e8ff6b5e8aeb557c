import { describe, expect, inject, it } from "vitest";

import { loginThrottleLimits } from "@/lib/console/auth/login-throttle-policy";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-users.mjs";

const baseUrl = inject("baseUrl");

describe("failed sign-ins", () => {
  it("are refused with a wait once an account has too many, even with the right password", async () => {
    const session = new ConsoleSession(baseUrl, "192.0.2.50");
    for (let attempt = 0; attempt < loginThrottleLimits.perAccount; attempt += 1) {
      expect(await session.signIn(testUsers.lockedOut.email, "wrong-password")).toBe("CredentialsSignin");
    }
    const refused = await new ConsoleSession(baseUrl, "192.0.2.51").signIn(testUsers.lockedOut.email, testPassword);
    expect(refused).toMatch(/^RATE_LIMITED:\d+$/);
    expect(Number(refused!.split(":")[1])).toBeGreaterThan(loginThrottleLimits.windowMs / 1000 - 60);
  });

  it("are refused from one address trying many accounts", async () => {
    const address = "192.0.2.60";
    for (let attempt = 0; attempt < loginThrottleLimits.perAddress; attempt += 1) {
      await new ConsoleSession(baseUrl, address).signIn(`nobody-${attempt}@example.test`, "wrong-password");
    }
    const refused = await new ConsoleSession(baseUrl, address).signIn(testUsers.operator.email, testPassword);
    expect(refused).toMatch(/^RATE_LIMITED:\d+$/);
    expect(await new ConsoleSession(baseUrl, "192.0.2.61").signIn(testUsers.operator.email, testPassword)).toBeUndefined();
  });

  it("treat an unknown email like a wrong password", async () => {
    expect(await new ConsoleSession(baseUrl, "192.0.2.70").signIn("ghost@example.test", testPassword)).toBe(
      "CredentialsSignin",
    );
  });
});
