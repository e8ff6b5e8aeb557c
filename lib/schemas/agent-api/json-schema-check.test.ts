import { describe, expect, it } from "vitest";

import { maxSchemaDepth, parameterSchemaProblems } from "./json-schema-check";

const fields = (value: unknown) => parameterSchemaProblems(value).map((problem) => problem.path.join("."));

describe("parameterSchemaProblems", () => {
  it("accepts the parameters of a typical tool", () => {
    expect(
      parameterSchemaProblems({
        type: "object",
        description: "Where to look up the weather.",
        properties: {
          city: { type: "string", minLength: 1, pattern: "^[A-Za-z ]+$" },
          days: { type: "integer", minimum: 1, maximum: 14 },
          unit: { enum: ["celsius", "fahrenheit"] },
          tags: { type: "array", items: { type: "string" }, uniqueItems: true },
          address: {
            type: "object",
            properties: { street: { type: "string" }, zip: { type: ["string", "null"] } },
            required: ["street"],
            additionalProperties: false,
          },
          either: { anyOf: [{ type: "string" }, { type: "number", multipleOf: 0.5 }] },
        },
        required: ["city"],
        additionalProperties: false,
      }),
    ).toEqual([]);
  });

  it("accepts an object without properties, and keywords it does not know", () => {
    expect(parameterSchemaProblems({ type: "object" })).toEqual([]);
    expect(parameterSchemaProblems({ type: "object", properties: {}, "x-internal": true })).toEqual([]);
  });

  it("needs an object schema at the root", () => {
    expect(fields("{}")).toEqual([""]);
    expect(fields([])).toEqual([""]);
    expect(fields(null)).toEqual([""]);
    expect(fields({ type: "string" })).toEqual(["type"]);
    expect(fields({ properties: {} })).toEqual(["type"]);
  });

  it("names the property whose type is unknown or missing", () => {
    expect(fields({ type: "object", properties: { city: { type: "strin" } } })).toEqual(["properties.city.type"]);
    expect(fields({ type: "object", properties: { city: { description: "no type" } } })).toEqual(["properties.city.type"]);
    expect(fields({ type: "object", properties: { city: { type: [] } } })).toEqual(["properties.city.type"]);
    expect(fields({ type: "object", properties: { city: { type: ["string", "string"] } } })).toEqual(["properties.city.type"]);
    expect(fields({ type: "object", properties: { city: "string" } })).toEqual(["properties.city"]);
    expect(fields({ type: "object", properties: ["city"] })).toEqual(["properties"]);
  });

  it("needs required to list declared properties only", () => {
    expect(fields({ type: "object", properties: { city: { type: "string" } }, required: ["city", "country"] })).toEqual(["required.1"]);
    expect(fields({ type: "object", required: ["city"] })).toEqual(["required.0"]);
    expect(fields({ type: "object", properties: { city: { type: "string" } }, required: "city" })).toEqual(["required"]);
    expect(fields({ type: "object", properties: { city: { type: "string" } }, required: ["city", "city"] })).toEqual(["required"]);
  });

  it("checks nested schemas and the values of known keywords", () => {
    expect(
      fields({
        type: "object",
        properties: {
          list: { type: "array", items: { type: "text" }, minItems: -1 },
          name: { type: "string", maxLength: 1.5, pattern: "([a-z" },
          size: { type: "number", minimum: "1", multipleOf: 0 },
          choice: { oneOf: [] },
          kind: { enum: [] },
          nested: { type: "object", properties: { deep: { type: "object", required: ["missing"] } } },
        },
      }),
    ).toEqual([
      "properties.list.minItems",
      "properties.list.items.type",
      "properties.name.maxLength",
      "properties.name.pattern",
      "properties.size.minimum",
      "properties.size.multipleOf",
      "properties.choice.oneOf",
      "properties.kind.enum",
      "properties.nested.properties.deep.required.0",
    ]);
  });

  it("accepts true and false where one schema is expected", () => {
    expect(parameterSchemaProblems({ type: "object", additionalProperties: true })).toEqual([]);
    expect(parameterSchemaProblems({ type: "object", properties: { list: { type: "array", items: false } } })).toEqual([]);
  });

  it("refuses schemas nested too deep", () => {
    let schema: Record<string, unknown> = { type: "string" };
    for (let level = 0; level <= maxSchemaDepth; level += 1) schema = { type: "object", properties: { next: schema } };
    expect(parameterSchemaProblems(schema)).toEqual([expect.objectContaining({ message: expect.stringContaining(`deeper than ${maxSchemaDepth}`) })]);
  });
});
