/** The one error envelope every console API route answers with. */
export type ConsoleApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

export function apiError(code: string, message: string, fields?: Record<string, string>): ConsoleApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}
