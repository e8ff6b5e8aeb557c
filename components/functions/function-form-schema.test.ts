import { describe, expect, it } from "vitest";

import type { FunctionView } from "@/lib/schemas/console/functions";

import { functionFormDefaults, functionFormSchema, type FunctionFormValues } from "./function-form-schema";

const valid = (changes: Partial<FunctionFormValues> = {}): FunctionFormValues => ({
  ...functionFormDefaults(),
  name: "get_weather",
  endpoint: {
    method: "GET",
    url: "https://weather.example.com/now",
    headers: [
      { name: "Authorization", value: "Bearer t" },
      { name: "", value: "" },
    ],
  },
  ...changes,
});

const issuesOf = (values: FunctionFormValues) => {
  const result = functionFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};

describe("functionFormSchema", () => {
  it("turns the form into the create body: headers from rows, parameters from JSON", () => {
    expect(functionFormSchema.parse(valid())).toEqual({
      name: "get_weather",
      description: "",
      parameters: { type: "object", properties: {} },
      endpoint: { method: "GET", url: "https://weather.example.com/now", headers: { Authorization: "Bearer t" } },
      enabled: true,
    });
  });

  it("puts the shared schema's rules on the fields the user typed", () => {
    const issues = issuesOf(valid({ name: "get weather", endpoint: { method: "POST", url: "not a url", headers: [] } }));
    expect(issues.map((issue) => issue.path)).toEqual(["name", "endpoint.url"]);
  });

  it("blocks a parameters text with problems, naming their paths", () => {
    const issues = issuesOf(valid({ parameters: '{ "type": "object", "properties": { "city": { "type": "strng" } } }' }));
    expect(issues).toEqual([{ path: "parameters", message: expect.stringContaining("parameters.properties.city.type:") }]);
  });

  it("puts a header's problem on its row: a reserved or badly formed name, a repeated one", () => {
    const headers = [
      { name: "Content-Type", value: "text/plain" },
      { name: "bad name", value: "x" },
      { name: "X-A", value: "1" },
      { name: "x-a", value: "2" },
      { name: "", value: "orphan" },
    ];
    const issues = issuesOf(valid({ endpoint: { method: "GET", url: "https://example.com", headers } }));
    expect(issues).toEqual([
      { path: "endpoint.headers.0.name", message: "set by every call; cannot be overridden" },
      { path: "endpoint.headers.1.name", message: "1 to 64 letters, digits or hyphens" },
      { path: "endpoint.headers.4.name", message: "Name the header, or clear the row." },
      { path: "endpoint.headers.3.name", message: "This header is already set in a row above." },
    ]);
  });

  it("fills the form from an existing function, and back to the same body", () => {
    const existing: FunctionView = {
      id: "f1",
      name: "lookup",
      description: "Looks up",
      parameters: { type: "object", properties: { q: { type: "string" } } },
      endpoint: { method: "POST", url: "https://example.com/lookup", headers: { "X-Key": "k" } },
      enabled: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(functionFormSchema.parse(functionFormDefaults(existing))).toEqual({
      name: "lookup",
      description: "Looks up",
      parameters: existing.parameters,
      endpoint: existing.endpoint,
      enabled: false,
    });
  });
});
