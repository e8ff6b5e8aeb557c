import { describe, expect, it } from "vitest";

import { includesPlayground, withPlaygroundChoice } from "./playground-search";

describe("playground choice in a usage search", () => {
  it("leaves the playground out unless the search asks for it by name", () => {
    expect(includesPlayground(new URLSearchParams("range=7d"))).toBe(false);
    expect(includesPlayground(new URLSearchParams("playground=yes"))).toBe(false);
    expect(includesPlayground(new URLSearchParams("range=7d&playground=include"))).toBe(true);
  });

  it("sets and removes the choice, keeping the rest of the search", () => {
    const included = withPlaygroundChoice(new URLSearchParams("range=30d&tz=UTC"), true);
    expect(included.toString()).toBe("range=30d&tz=UTC&playground=include");
    expect(withPlaygroundChoice(included, false).toString()).toBe("range=30d&tz=UTC");
  });
});
