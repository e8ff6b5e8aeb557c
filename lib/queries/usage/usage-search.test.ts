import { describe, expect, it } from "vitest";

import { usageSearch } from "./usage-search";

describe("usage search", () => {
  it("names the range and the time zone", () => {
    expect(usageSearch({ preset: "custom", from: "2026-11-01", to: "2026-11-07" }, "Europe/Paris")).toBe(
      "range=custom&from=2026-11-01&to=2026-11-07&tz=Europe%2FParis",
    );
  });

  it("asks for the playground's test chats only when they are to count", () => {
    expect(usageSearch({ preset: "7d" }, "UTC", true)).toBe("range=7d&tz=UTC&playground=include");
    expect(usageSearch({ preset: "7d" }, "UTC", false)).toBe("range=7d&tz=UTC");
  });
});
