import { placeRequestError, type RequestErrorPlan } from "@/components/ui/form-request-error";
import type { HeaderRow } from "@/components/ui/header-rows";

export type FunctionFormField = "name" | "description" | "endpoint.method" | "endpoint.url" | "parameters" | `endpoint.headers.${number}.name`;

export type FunctionRequestErrorPlan = RequestErrorPlan<FunctionFormField>;

const directFields: readonly FunctionFormField[] = ["name", "description", "endpoint.method", "endpoint.url"];

/** The form field an error path of the API belongs to, and the message to show there. */
function placeField(path: string, message: string, rows: readonly HeaderRow[]): { name: FunctionFormField; message: string } | undefined {
  const direct = directFields.find((field) => field === path);
  if (direct) return { name: direct, message };
  if (path === "parameters" || path.startsWith("parameters.")) return { name: "parameters", message: `${path}: ${message}` };
  if (path.startsWith("endpoint.headers.")) {
    const header = path.slice("endpoint.headers.".length).toLowerCase();
    const index = rows.findIndex((row) => row.name.trim().toLowerCase() === header);
    if (index >= 0) return { name: `endpoint.headers.${index}.name`, message };
  }
  return undefined;
}

/**
 * Where a failed save's errors belong: `name` for a taken name, `endpoint.url` for a refused URL, the
 * parameters editor (with the schema path) for a schema problem, a header's row; the rest above the form.
 */
export function planFunctionRequestError(error: unknown, rows: readonly HeaderRow[]): FunctionRequestErrorPlan {
  return placeRequestError(error, (path, message) => placeField(path, message, rows));
}
