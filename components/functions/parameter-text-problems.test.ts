import { describe, expect, it } from "vitest";

import { describeParameterProblems, parameterTextProblems } from "./parameter-text-problems";

describe("parameterTextProblems", () => {
  it("takes a valid schema", () => {
    expect(parameterTextProblems('{ "type": "object", "properties": { "city": { "type": "string" } }, "required": ["city"] }')).toEqual([]);
  });

  it("asks for a schema when the text is empty", () => {
    expect(parameterTextProblems("  ")).toEqual([{ at: "parameters", message: expect.stringContaining("Enter a JSON Schema") }]);
  });

  it("names the line and column of a JSON syntax error", () => {
    const [problem, ...rest] = parameterTextProblems('{\n  "type": "object",\n  "properties": {,}\n}');
    expect(rest).toEqual([]);
    expect(problem!.at).toBe("line 3, column 18");
    expect(problem!.message).toMatch(/^Not valid JSON: /);
    expect(problem!.message).not.toMatch(/position/);
  });

  it("points at the parameters when the engine gives no position", () => {
    const [problem] = parameterTextProblems('{ "type": "object", "properties": { "sku": } }');
    expect(problem!.message).toMatch(/^Not valid JSON: /);
    expect(problem!.at).toMatch(/^(parameters|line 1, column \d+)$/);
  });

  it("names the schema path of each problem, from the parameters down", () => {
    const problems = parameterTextProblems('{ "type": "object", "properties": { "city": { "type": "strng" } }, "required": ["town"] }');
    expect(problems.map((problem) => problem.at)).toEqual(["parameters.required.0", "parameters.properties.city.type"]);
    expect(problems[1]!.message).toContain('unknown type "strng"');
  });

  it("refuses a root that is not an object schema", () => {
    expect(parameterTextProblems("[]")).toEqual([{ at: "parameters", message: "must be a JSON Schema object" }]);
    expect(parameterTextProblems('{ "type": "string" }')[0]!.at).toBe("parameters.type");
  });

  it("puts every problem on one line for a form error", () => {
    expect(
      describeParameterProblems([
        { at: "parameters.type", message: "must be object" },
        { at: "line 1, column 2", message: "bad" },
      ]),
    ).toBe("parameters.type: must be object; line 1, column 2: bad");
  });
});
