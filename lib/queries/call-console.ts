import type { z } from "zod";

import type {
  AnyConsoleRoute,
  ConsoleParamsInput,
  ConsoleRouteParams,
  RouteBody,
  RouteQuery,
  RouteResponse,
  SchemaInput,
  SchemaOutput,
} from "@/lib/console/contract/define";
import { consoleHref, type QueryValues } from "@/lib/console/contract/href";
import type { PathParamNames } from "@/lib/console/contract/path-params";

import { consoleFetch } from "./console-fetch";

type QueryInput<R extends AnyConsoleRoute> = [RouteQuery<R>] extends [undefined]
  ? { query?: undefined }
  : { query?: SchemaInput<RouteQuery<R>> | URLSearchParams };
type BodyInput<R extends AnyConsoleRoute> = [RouteBody<R>] extends [undefined] ? { body?: undefined } : { body: SchemaInput<RouteBody<R>> };

/** What a call to a console route carries: its path parameters, query and body, each typed by the route. */
export type ConsoleCallInput<R extends AnyConsoleRoute> = ConsoleParamsInput<R> & QueryInput<R> & BodyInput<R> & { signal?: AbortSignal };

/** A call needs its input when the route has path parameters or takes a body. */
type CallArguments<R extends AnyConsoleRoute> = [PathParamNames<R["path"]>] extends [never]
  ? [RouteBody<R>] extends [undefined]
    ? [input?: ConsoleCallInput<R>]
    : [input: ConsoleCallInput<R>]
  : [input: ConsoleCallInput<R>];

/**
 * Calls a console route by its definition and returns its answer parsed by the route's response schema, or
 * throws a ConsoleRequestError. The browser never spells a console path: the contract does.
 */
export async function callConsole<R extends AnyConsoleRoute>(route: R, ...[input]: CallArguments<R>): Promise<SchemaOutput<RouteResponse<R>>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: QueryValues | URLSearchParams;
    body?: unknown;
    signal?: AbortSignal;
  };
  const href = consoleHref(route, (params ?? {}) as ConsoleRouteParams<R>, query);
  const answer = await consoleFetch<unknown>(href, { method: route.method, json: route.body ? body : undefined, signal });
  return (route.response ? (route.response as z.ZodType).parse(answer) : undefined) as SchemaOutput<RouteResponse<R>>;
}
