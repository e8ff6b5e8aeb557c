import "server-only";
import type { z } from "zod";

import { fieldsWithNul } from "@/lib/http/nul-text";

import { apiError, type ConsoleApiError } from "./api-error";
import { readJsonBody } from "./json-body";

/** Text with NUL characters cannot be stored or searched for: the fields that hold some. */
export const nulTextError = (fields: readonly string[]) =>
  apiError("INVALID_INPUT", "Some fields need attention.", Object.fromEntries(fields.map((field) => [field, "Must not contain NUL characters."])));

export type CheckedBody<T extends z.ZodType> = { isValid: true; value: z.output<T> } | { isValid: false; status: number; error: ConsoleApiError };

/**
 * A request's JSON body, read within 2 MiB and parsed by its schema, with text holding NUL characters refused;
 * or the refusal to answer with (413 for a body too large, 400 naming each field that needs attention).
 */
export async function readCheckedBody<T extends z.ZodType>(request: Request, schema: T, tooLargeMessage: string): Promise<CheckedBody<T>> {
  const raw = await readJsonBody(request);
  if (raw.isTooLarge) return { isValid: false, status: 413, error: apiError("PAYLOAD_TOO_LARGE", tooLargeMessage) };
  const parsed = schema.safeParse(raw.value);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "body", issue.message]));
    return { isValid: false, status: 400, error: apiError("INVALID_INPUT", "Some fields need attention.", fields) };
  }
  const withNul = fieldsWithNul(parsed.data);
  if (withNul.length > 0) return { isValid: false, status: 400, error: nulTextError(withNul) };
  return { isValid: true, value: parsed.data };
}
