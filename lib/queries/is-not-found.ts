import { ConsoleRequestError } from "./console-fetch";

/** Whether a request failed because the API has no such item (404). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ConsoleRequestError && error.status === 404;
}
