import { parameterSchemaProblems } from "@/lib/schemas/agent-api/json-schema-check";

/** One thing wrong with the parameters text: where (a schema path, or a line and column) and what. */
export type ParameterTextProblem = { at: string; message: string };

/** Where in the text a JSON.parse error points, as "line L, column C", when the engine says. */
function positionOf(text: string, message: string): string | undefined {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const position = /at position (\d+)/.exec(message);
  if (!position) return undefined;
  const before = text.slice(0, Number(position[1]));
  const lines = before.split("\n");
  return `line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}`;
}

/** The JSON error without the position the problem's `at` already gives. */
const withoutPosition = (message: string) => message.replace(/\s*(in JSON )?at position \d+( \(line \d+ column \d+\))?/, "").trim();

/**
 * What is wrong with the text of a function's parameters, as the editor shows it while you type: a JSON
 * syntax error with its line and column, or each problem of the JSON Schema with its path (e.g.
 * `parameters.properties.city.type`). An empty list means the API will take it.
 */
export function parameterTextProblems(text: string): ParameterTextProblem[] {
  if (!text.trim()) return [{ at: "parameters", message: 'Enter a JSON Schema, e.g. { "type": "object", "properties": {} } for no arguments.' }];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : "it could not be read";
    return [{ at: positionOf(text, message) ?? "parameters", message: `Not valid JSON: ${withoutPosition(message)}` }];
  }
  return parameterSchemaProblems(parsed).map((problem) => ({ at: ["parameters", ...problem.path].join("."), message: problem.message }));
}

/** The problems as one line, for a form error. */
export function describeParameterProblems(problems: readonly ParameterTextProblem[]): string {
  return problems.map((problem) => `${problem.at}: ${problem.message}`).join("; ");
}
