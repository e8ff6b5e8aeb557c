import { describe, expect, it } from "vitest";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

import { isNotFoundError } from "./is-not-found";

describe("isNotFoundError", () => {
  it("is true for the console's 404 only", () => {
    expect(isNotFoundError(new ConsoleRequestError(404, "NOT_FOUND", "gone"))).toBe(true);
    expect(isNotFoundError(new ConsoleRequestError(409, "KEY_NOT_CONNECTED", "no key"))).toBe(false);
    expect(isNotFoundError(new Error("404"))).toBe(false);
  });
});
