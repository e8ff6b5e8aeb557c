import { describe, expect, it } from "vitest";

import { jsonSchemaString } from "@/lib/schemas/agent-api/agents";

import { formatJsonSchemaText, jsonSchemaTextProblem } from "./json-schema-text";

describe("jsonSchemaTextProblem", () => {
  it("accepts an empty schema and a real one", () => {
    expect(jsonSchemaTextProblem("{}")).toBeUndefined();
    expect(jsonSchemaTextProblem('{ "type": "object", "properties": { "answer": { "type": "string" } } }')).toBeUndefined();
  });

  it("says the text is not JSON, with the parser's reason", () => {
    expect(jsonSchemaTextProblem('{ "type": ')).toMatch(/^This is not valid JSON: .+\.$/);
  });

  it("refuses JSON that is not an object", () => {
    for (const text of ["[]", "null", "42", '"object"']) expect(jsonSchemaTextProblem(text)).toMatch(/is a JSON object/);
  });

  it("asks for {} when the box is empty", () => {
    expect(jsonSchemaTextProblem("  ")).toMatch(/\{\} for none/);
  });

  it("agrees with the API's own rule on every case", () => {
    for (const text of ["{}", '{"a":1}', "{", "[]", "null", "", "  {} "]) {
      expect(jsonSchemaTextProblem(text) === undefined).toBe(jsonSchemaString.safeParse(text).success);
    }
  });
});

describe("formatJsonSchemaText", () => {
  it("lays a schema out with two-space indents", () => {
    expect(formatJsonSchemaText('{"type":"object"}')).toBe('{\n  "type": "object"\n}');
    expect(formatJsonSchemaText("{}")).toBe("{}");
  });

  it("leaves text that is not JSON alone", () => {
    expect(formatJsonSchemaText("{ nope")).toBe("{ nope");
  });
});
