import { ConsoleRequestError } from "@/lib/queries/console-fetch";

/**
 * A refused role or status change in plain words: the API's reason, and what it said about the field
 * (e.g. "role: this is the organization's last owner who is not disabled").
 */
export function describePlatformUserRefusal(name: string, error: unknown): string {
  if (!(error instanceof ConsoleRequestError)) return `${name} could not be changed. Try again.`;
  const details = Object.entries(error.fields).map(([field, message]) => `${field}: ${message}`);
  return [`${name} was not changed. ${error.message}`, ...details].join(" — ");
}
