import { ConsoleRouteError } from "../route-error";

/** Whether a path segment is a UUID, the shape of the console's own webhook and delivery ids. */
export const isUuid = (value: string | undefined): value is string =>
  value !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The id, or a 404 naming what was looked for. */
export function requireConsoleId(value: string | undefined, what: "webhook" | "delivery"): string {
  if (!isUuid(value)) throw new ConsoleRouteError(404, "NOT_FOUND", `The console has no such ${what}.`);
  return value;
}
