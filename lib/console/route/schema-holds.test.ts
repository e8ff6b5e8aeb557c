import { describe, expect, it } from "vitest";
import { z } from "zod";

import { agentKeyIssued, agentKeyList, agentKeyView, revealedSecret } from "@/lib/schemas/console/keys";

import { schemaHolds } from "./schema-holds";

describe("schemaHolds", () => {
  it("finds a schema in an object's fields, behind nullable and optional, in lists and unions", () => {
    const secret = z.string();
    expect(schemaHolds(secret, secret)).toBe(true);
    expect(schemaHolds(z.object({ a: z.object({ b: secret }).nullable() }), secret)).toBe(true);
    expect(schemaHolds(z.array(z.object({ b: secret.optional() })), secret)).toBe(true);
    expect(schemaHolds(z.union([z.number(), z.object({ b: secret })]), secret)).toBe(true);
    expect(
      schemaHolds(
        z.object({ b: secret }).transform((value) => value.b),
        secret,
      ),
    ).toBe(true);
  });

  it("does not take a look-alike for the schema", () => {
    expect(schemaHolds(z.object({ secret: z.string() }), z.string())).toBe(false);
  });

  it("finds the revealed secret in the answer of a key's creation, and not in the key list", () => {
    expect(schemaHolds(agentKeyIssued, revealedSecret)).toBe(true);
    expect(schemaHolds(agentKeyView, revealedSecret)).toBe(false);
    expect(schemaHolds(agentKeyList, revealedSecret)).toBe(false);
  });
});
