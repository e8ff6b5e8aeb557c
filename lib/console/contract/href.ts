import { consoleApiRoot, type AnyConsoleRoute, type ConsoleRouteParams } from "./define";

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/**
 * The address of a console route with its parameters filled in (each one encoded as a path segment) and its
 * query, leaving out what has no value.
 */
export function consoleHref<R extends AnyConsoleRoute>(route: R, params: ConsoleRouteParams<R>, query?: QueryValues | URLSearchParams): string {
  const values = params as Record<string, string>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.id} needs ${name}.`);
    return encodeURIComponent(value);
  });
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));
  const searchText = search.toString();
  return `${consoleApiRoot}${path}${searchText ? `?${searchText}` : ""}`;
}
