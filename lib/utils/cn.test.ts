import { describe, expect, it } from "vitest";

import { cn } from "./cn";

describe("cn", () => {
  it("lets the later of two conflicting Tailwind classes win", () => {
    expect(cn("px-2", "px-4")).toBe("px-4");
    expect(cn("bg-primary text-sm", "bg-destructive")).toBe("text-sm bg-destructive");
  });

  it("drops falsy values and flattens conditionals", () => {
    expect(cn("a", false, null, undefined, 0, "", "b")).toBe("a b");
    expect(cn(["a", { b: true, c: false }])).toBe("a b");
  });

  it("keeps classes that only look alike", () => {
    expect(cn("p-2", "px-4")).toBe("p-2 px-4");
  });
});
