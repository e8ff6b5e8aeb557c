import { z } from "zod";

import { headerRowsSchema, headersToRows, rowsToHeaders, type HeaderRow, type HeaderRowIssue } from "@/components/ui/header-rows";
import { createFunctionBody, functionEndpoint, noParameters, type CreateFunctionBody } from "@/lib/schemas/agent-api/functions";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { describeParameterProblems, parameterTextProblems } from "./parameter-text-problems";

const body = createFunctionBody.shape;
const endpoint = functionEndpoint.shape;

/** Where a problem of one header belongs: its name, or its value when the value is too long. */
function headerRowIssue(row: HeaderRow): HeaderRowIssue | undefined {
  if (!row.name.trim()) return { field: "name", message: "Name the header, or clear the row." };
  const checked = endpoint.headers.safeParse({ [row.name.trim()]: row.value });
  if (checked.success) return undefined;
  const [issue] = checked.error.issues;
  if (!issue) return undefined;
  if (issue.code === "invalid_key") return { field: "name", message: issue.issues[0]?.message ?? issue.message };
  if (issue.code === "too_big") return { field: "value", message: "At most 1,024 characters." };
  return { field: "name", message: issue.message };
}

const headerRows = headerRowsSchema(headerRowIssue);

const parametersText = z.string().superRefine((text, ctx) => {
  const problems = parameterTextProblems(text);
  if (problems.length > 0) ctx.addIssue({ code: "custom", message: describeParameterProblems(problems) });
});

/**
 * The function form: each field checked by the shared body schema's own rules, where the user typed
 * it (headers as rows, parameters as JSON text), then turned into the body and checked whole by
 * `createFunctionBody` itself.
 */
export const functionFormSchema = z
  .object({
    name: body.name,
    description: z.string().max(4_000, "At most 4,000 characters."),
    endpoint: z.object({
      method: endpoint.method,
      url: z.string().trim().min(1, "Enter the URL the call goes to.").pipe(endpoint.url),
      headers: headerRows,
    }),
    parameters: parametersText,
    enabled: z.boolean(),
  })
  .transform((values): CreateFunctionBody => ({
    name: values.name,
    description: values.description,
    parameters: JSON.parse(values.parameters) as Record<string, unknown>,
    endpoint: { method: values.endpoint.method, url: values.endpoint.url, headers: rowsToHeaders(values.endpoint.headers) },
    enabled: values.enabled,
  }))
  .pipe(createFunctionBody);

export type FunctionFormValues = z.input<typeof functionFormSchema>;

/** The form of a new function, or of an existing one to edit. */
export function functionFormDefaults(existing?: FunctionView): FunctionFormValues {
  if (!existing) {
    return {
      name: "",
      description: "",
      endpoint: { method: "POST", url: "", headers: [] },
      parameters: JSON.stringify(noParameters, null, 2),
      enabled: true,
    };
  }
  return {
    name: existing.name,
    description: existing.description,
    endpoint: { method: existing.endpoint.method, url: existing.endpoint.url, headers: headersToRows(existing.endpoint.headers) },
    parameters: JSON.stringify(existing.parameters, null, 2),
    enabled: existing.enabled,
  };
}
