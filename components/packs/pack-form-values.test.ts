import { describe, expect, it } from "vitest";

import { newPackFormValues, packFormSchema, packFormValues } from "./pack-form-values";

describe("pack form values", () => {
  it("starts a new pack active, with empty texts", () => {
    expect(newPackFormValues()).toEqual({ name: "", description: "", instructions: "", status: "active" });
  });

  it("edits a pack's texts, a missing instructions text as an empty box", () => {
    const pack = {
      id: "p",
      name: "Returns",
      description: "Policies",
      instructions: null,
      status: "inactive" as const,
      documents: [],
      linkedAgents: [],
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(packFormValues(pack)).toEqual({ name: "Returns", description: "Policies", instructions: "", status: "inactive" });
  });
});

describe("packFormSchema", () => {
  it("checks what the create body checks, and takes empty instructions", () => {
    expect(packFormSchema.safeParse({ name: " ", description: "", instructions: "", status: "active" }).success).toBe(false);
    expect(packFormSchema.parse({ name: " Returns ", description: "", instructions: "", status: "active" })).toMatchObject({
      name: "Returns",
      instructions: "",
    });
    expect(packFormSchema.safeParse({ name: "x", instructions: "a".repeat(256_001) }).success).toBe(false);
  });
});
