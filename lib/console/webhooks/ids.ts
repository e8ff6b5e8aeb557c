import { isUuid } from "@/lib/http/is-uuid";

import { ConsoleRouteError } from "../route-error";

/** The id, or a 404 naming what was looked for. */
export function requireConsoleId(value: string | undefined, what: "webhook" | "delivery"): string {
  if (!isUuid(value)) throw new ConsoleRouteError(404, "NOT_FOUND", `The console has no such ${what}.`);
  return value;
}
