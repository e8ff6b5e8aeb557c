import type { z } from "zod";

import type { PathParam, PathParamNames } from "./path-params";
import type { ConsoleRole } from "../users/roles";

/** Where the console's own API answers; every route's path is relative to it. */
export const consoleApiRoot = "/api/console";

type ConsoleMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Schema = z.ZodType | undefined;
export type SchemaOutput<T> = T extends z.ZodType ? z.output<T> : undefined;
export type SchemaInput<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The routes under one organization: the caller must belong to it, and the handler is given it. */
export type OrganizationPath = `/organizations/{organizationId}${string}`;

/** An answer that is not JSON: the handler returns a `Response` of this type. */
type ConsoleMediaType = "text/csv" | "text/event-stream" | "application/octet-stream";

/**
 * One console route, defined once: it drives the route handler (roles, organization membership, path, query
 * and body checks, the response schema, the audit entry), the browser's calls, and the console's OpenAPI
 * document.
 */
export type ConsoleRoute<Path extends string = string, Query extends Schema = Schema, Body extends Schema = Schema, Response extends Schema = Schema> = {
  /** A verb-first name the browser calls the route by: `listAgentKeys`. */
  id: string;
  method: ConsoleMethod;
  /** Under `/api/console`, OpenAPI style: `/organizations/{organizationId}/agents/{agentId}/keys`. */
  path: Path;
  /** What every path parameter may hold; a value outside it is answered 404. */
  params: Record<PathParamNames<Path>, PathParam>;
  tag: string;
  summary: string;
  description?: string;
  /** Who may call the route; everyone else is refused (default deny). `public` needs no session at all. */
  roles: readonly ConsoleRole[] | "public";
  query?: Query;
  /** What a query the schema refuses is told, in the list's own words, instead of the refused fields one by one. */
  queryRefusal?: { message: string; fields?: Record<string, string> };
  body?: Body;
  /** Every JSON answer is parsed by this before it leaves the server: fields it does not name are dropped. */
  response?: Response;
  /** An answer that is not JSON. */
  produces?: ConsoleMediaType;
  /** The success status; 200 with a response, 204 without. */
  status?: 200 | 201 | 202 | 204;
  /** The audit action of a mutation; mutations are always audited, under `METHOD path` when this is not given. */
  action?: string;
  /** A POST that only asks a question (a search, a test) and changes nothing: not a mutation, so not audited. */
  isQuery?: boolean;
  /**
   * The one kind of answer that may carry a secret: an integration key's, shown once when it is created or
   * rotated, or the signing secrets of webhooks just registered to the admin's own URL. Says which secrets
   * the answer reveals; the response schema must hold `revealedSecret` exactly when this is given. The audit
   * entry keeps the secrets' fingerprints only.
   */
  reveals?: (answer: SchemaOutput<Response>) => string | readonly (string | null)[] | null | undefined;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route, whatever its schemas
export type AnyConsoleRoute = ConsoleRoute<string, any, any, any>;

type WithOptionalParams<T extends { path: string; params: unknown }> = [PathParamNames<T["path"]>] extends [never]
  ? Omit<T, "params"> & { params?: T["params"] }
  : T;

/** Defines a console route; a path without parameters needs no `params`. */
export function defineConsoleRoute<
  const Path extends string,
  Query extends Schema = undefined,
  Body extends Schema = undefined,
  Response extends Schema = undefined,
>(route: WithOptionalParams<ConsoleRoute<Path, Query, Body, Response>>): ConsoleRoute<Path, Query, Body, Response> {
  return { ...route, params: route.params ?? {} } as ConsoleRoute<Path, Query, Body, Response>;
}

/** A route's query, body and response schemas, as it was defined (`undefined` for what it does not take). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matched, not used
export type RouteQuery<R> = R extends ConsoleRoute<any, infer Query, any, any> ? Query : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matched, not used
export type RouteBody<R> = R extends ConsoleRoute<any, any, infer Body, any> ? Body : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matched, not used
export type RouteResponse<R> = R extends ConsoleRoute<any, any, any, infer Response> ? Response : never;

/** The values of a route's path parameters. */
export type ConsoleRouteParams<R extends AnyConsoleRoute> = Record<PathParamNames<R["path"]>, string>;

/** What names a route's path parameters in a call or a query key: nothing for a path without any, else every one. */
export type ConsoleParamsInput<R extends AnyConsoleRoute> = [PathParamNames<R["path"]>] extends [never]
  ? { params?: undefined }
  : { params: ConsoleRouteParams<R> };

/** Whether a route lies under one organization. */
export const isOrganizationRoute = (route: AnyConsoleRoute) => route.path.startsWith("/organizations/{organizationId}");
