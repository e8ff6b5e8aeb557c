import { describe, expect, it } from "vitest";

import { accountEmail } from "./account-email";

describe("accountEmail", () => {
  it.each(["admin@localhost", "ops@intranet", "ada@example.com", "first.last+tag@sub.example.co.uk"])("accepts %s", (email) => {
    expect(accountEmail().safeParse(email).success).toBe(true);
  });

  it.each(["", "admin", "admin@", "@localhost", "two words@example.com", "a@b@c"])("refuses %j with the form's message", (email) => {
    const result = accountEmail().safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter a valid email address.");
  });
});
