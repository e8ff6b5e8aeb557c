import type { LimitReached } from "../limits/limit-reached";

/** The one error envelope every console API route answers with; `limit` names the limit a refused call reached. */
export type ConsoleApiError = { error: { code: string; message: string; fields?: Record<string, string>; limit?: LimitReached } };

export function apiError(code: string, message: string, fields?: Record<string, string>): ConsoleApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}
