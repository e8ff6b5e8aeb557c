import { describe, expect, it } from "vitest";

import { countOf, plural } from "./plural";

describe("plural", () => {
  it("takes the singular for one only", () => {
    expect(plural(1, "page")).toBe("page");
    expect(plural(0, "page")).toBe("pages");
    expect(plural(2, "page")).toBe("pages");
  });

  it("takes an irregular plural when given", () => {
    expect(plural(1, "entry", "entries")).toBe("entry");
    expect(plural(3, "entry", "entries")).toBe("entries");
  });
});

describe("countOf", () => {
  it("puts the count before the right form of the noun", () => {
    expect(countOf(1, "passage")).toBe("1 passage");
    expect(countOf(0, "passage")).toBe("0 passages");
    expect(countOf(12, "agent")).toBe("12 agents");
  });

  it("groups a large count by thousands", () => {
    expect(countOf(1204, "entry", "entries")).toBe("1,204 entries");
  });
});
