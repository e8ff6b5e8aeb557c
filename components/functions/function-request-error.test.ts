import { describe, expect, it } from "vitest";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

import { planFunctionRequestError } from "./function-request-error";

const refused = (fields: Record<string, string>) => new ConsoleRequestError(400, "UPSTREAM_REJECTED", "The AI Agent API refused this.", fields);

describe("planFunctionRequestError", () => {
  it("puts a taken name and a refused URL on their fields", () => {
    expect(planFunctionRequestError(refused({ name: "taken", "endpoint.url": "not public" }), [])).toEqual({
      fields: [
        { name: "name", message: "taken" },
        { name: "endpoint.url", message: "not public" },
      ],
      message: undefined,
    });
  });

  it("puts a schema problem on the parameters with its path", () => {
    expect(planFunctionRequestError(refused({ "parameters.properties.city.type": "unknown type" }), []).fields).toEqual([
      { name: "parameters", message: "parameters.properties.city.type: unknown type" },
    ]);
  });

  it("puts a header's problem on the row of that header", () => {
    const rows = [
      { name: "Accept", value: "x" },
      { name: "Host", value: "y" },
    ];
    expect(planFunctionRequestError(refused({ "endpoint.headers.host": "reserved" }), rows).fields).toEqual([
      { name: "endpoint.headers.1.name", message: "reserved" },
    ]);
  });

  it("shows the message above the form when a field of it is not on the form", () => {
    expect(planFunctionRequestError(refused({ name: "taken", body: "bad" }), [])).toEqual({
      fields: [{ name: "name", message: "taken" }],
      message: "The AI Agent API refused this.",
    });
    expect(planFunctionRequestError(new ConsoleRequestError(502, "UPSTREAM_UNAVAILABLE", "Not answering."), [])).toEqual({
      fields: [],
      message: "Not answering.",
    });
    expect(planFunctionRequestError(new Error("boom"), []).message).toBe("Something went wrong. Try again.");
  });
});
