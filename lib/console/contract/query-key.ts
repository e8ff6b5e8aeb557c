import type { AnyConsoleRoute, ConsoleParamsInput, OrganizationPath, RouteQuery, SchemaInput } from "./define";
import type { PathParamNames } from "./path-params";

/** The values of a read's query, as its key holds them: what has no value is left out, as the address leaves it out. */
export type ConsoleQueryValues = Readonly<Record<string, unknown>>;

/** Everything the browser reads under one console path: the path's segments, its parameters filled in. */
export type ConsoleQueryScope = readonly ["console", ...string[]];

/**
 * The cache key of one read of a console route: its path's segments, then one plain object with the query
 * (empty when there is none). A string never matches an object, so a key given to `invalidateQueries` with
 * `{}` matches that read under any query but none of the paths below it.
 */
export type ConsoleQueryKey = readonly ["console", ...string[], ConsoleQueryValues];

type QueryInput<R extends AnyConsoleRoute> = [RouteQuery<R>] extends [undefined]
  ? { query?: undefined }
  : { query?: SchemaInput<RouteQuery<R>> | URLSearchParams };

/** A key needs its input when the route has path parameters. */
type KeyArguments<R extends AnyConsoleRoute, Input> = [PathParamNames<R["path"]>] extends [never] ? [input?: Input] : [input: Input];

/** The path's segments with each parameter's value in place of its name. */
function segmentsOf(id: string, path: string, params: Record<string, string> | undefined): string[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (name === undefined) return segment;
      const value = params?.[name];
      if (value === undefined) throw new Error(`${id} needs ${name}.`);
      return value;
    });
}

/** A query as plain values: a name given twice in a search holds both values. */
function queryValuesOf(query: object | undefined): ConsoleQueryValues {
  if (!(query instanceof URLSearchParams)) return Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null));
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const all = query.getAll(name);
    values[name] = all.length === 1 ? all[0]! : all;
  }
  return values;
}

/** The scope of every read under a route's path: `listCrawls` of one agent holds its crawls and each crawl's pages. */
export function consoleQueryScope<R extends AnyConsoleRoute>(route: R, ...[input]: KeyArguments<R, ConsoleParamsInput<R>>): ConsoleQueryScope {
  return ["console", ...segmentsOf(route.id, route.path, input?.params as Record<string, string> | undefined)];
}

/** The key of one read of a console route with these path parameters and this query. */
export function consoleQueryKey<R extends AnyConsoleRoute>(route: R, ...[input]: KeyArguments<R, ConsoleParamsInput<R> & QueryInput<R>>): ConsoleQueryKey {
  const query = queryValuesOf(input?.query);
  return [...consoleQueryScope(route, ...([input] as KeyArguments<R, ConsoleParamsInput<R>>)), query];
}

const organizationPath = "/organizations/{organizationId}" satisfies OrganizationPath;

/** Every read under one organization, for a change whose effects reach across it (a new key for an agent). */
export function consoleOrganizationScope(organizationId: string): ConsoleQueryScope {
  return ["console", ...segmentsOf("organization", organizationPath, { organizationId })];
}
