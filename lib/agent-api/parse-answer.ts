import type { z } from "zod";

/** At most this many rounds of dropping nulls: each round drops every null the previous parse named. */
const maxRounds = 8;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Parses an answer of the API with its contract. A field the contract leaves out when empty may come as
 * null from a deployment that sends nulls: such a null reads as absent, so the answer is still understood.
 * Only nulls a parse complains about are dropped; nulls the contract allows stay.
 */
export function parseAnswer<T extends z.ZodType>(schema: T, answer: unknown): z.ZodSafeParseResult<z.output<T>> {
  let value = answer;
  let result = schema.safeParse(value);
  for (let round = 0; !result.success && round < maxRounds; round += 1) {
    const nullFields = result.error.issues.filter((issue) => issue.path.length > 0 && valueAt(value, issue.path) === null);
    if (nullFields.length === 0) break;
    value = structuredClone(value);
    for (const issue of nullFields) {
      const parent = valueAt(value, issue.path.slice(0, -1)) as Record<PropertyKey, unknown>;
      delete parent[issue.path.at(-1)!];
    }
    result = schema.safeParse(value);
  }
  return result;
}
