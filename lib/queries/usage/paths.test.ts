import { describe, expect, it } from "vitest";

import { usageApiPaths, usageSearch } from "./paths";

describe("usage paths", () => {
  it("builds the routes with the range and time zone", () => {
    const search = usageSearch({ preset: "custom", from: "2026-11-01", to: "2026-11-07" }, "Europe/Paris");
    expect(search).toBe("range=custom&from=2026-11-01&to=2026-11-07&tz=Europe%2FParis");
    expect(usageApiPaths.overview("org 1", search)).toBe(`/api/console/organizations/org%201/usage?${search}`);
    expect(usageApiPaths.agent("o", "a/b", "range=7d")).toBe("/api/console/organizations/o/usage/agents/a%2Fb?range=7d");
    expect(usageApiPaths.conversations("o", "a", "from=x")).toBe("/api/console/organizations/o/usage/agents/a/conversations?from=x");
  });

  it("asks for the playground's test chats only when they are to count", () => {
    expect(usageSearch({ preset: "7d" }, "UTC", true)).toBe("range=7d&tz=UTC&playground=include");
    expect(usageSearch({ preset: "7d" }, "UTC", false)).toBe("range=7d&tz=UTC");
  });
});
