/**
 * What is wrong with the text of an output JSON Schema, in the words the editor shows as you type, or
 * undefined when the API will take it: it must be JSON, and a JSON object (`{}` for none).
 */
export function jsonSchemaTextProblem(text: string): string | undefined {
  if (!text.trim()) return "Enter a JSON Schema object, or {} for none.";
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `This is not valid JSON: ${error instanceof Error ? error.message : "it could not be read"}.`;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return "A JSON Schema is a JSON object, written between { and }.";
  }
  return undefined;
}

/** The schema laid out for editing (two-space indent); text that is not JSON is left as it is. */
export function formatJsonSchemaText(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
