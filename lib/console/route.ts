import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";

import { AgentApiError } from "@/lib/agent-api/errors";
import {
  isOrganizationRoute,
  type AnyConsoleRoute,
  type ConsoleRouteParams,
  type OrganizationPath,
  type RouteBody,
  type RouteQuery,
  type RouteResponse,
  type SchemaOutput,
} from "@/lib/console/contract/define";
import { refusedPathParam } from "@/lib/console/contract/path-params";
import { getDb, type Database } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { callerOrigin } from "@/lib/http/caller-origin";
import { isUuid } from "@/lib/http/is-uuid";
import { fieldsWithNul } from "@/lib/http/nul-text";
import { runForRequest } from "@/lib/http/request-context";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";
import { revealedSecret } from "@/lib/schemas/console/keys";

import { apiError } from "./api-error";
import { writeAudit } from "./audit";
import { getSessionUser, type SessionUser } from "./auth/session";
import { nulTextError, readCheckedBody } from "./checked-body";
import { refuseCrossSite } from "./cross-site-refusal";
import { findOrganizationFor, type ConsoleOrganization } from "./organizations";
import { clientAddress } from "./request-ip";
import type { ConsoleRole } from "./roles";
import { ConsoleRouteError } from "./route-error";
import { schemaHolds } from "./schema-holds";
import { describeUpstreamFailure } from "./upstream-errors";
import { fingerprint } from "./vault/envelope";

type Schema = z.ZodType | undefined;
type Parsed<T extends Schema> = T extends z.ZodType ? z.output<T> : undefined;
type Returned<T extends Schema> = T extends z.ZodType ? z.input<T> : void;

export type RouteOptions<Body extends Schema, Result extends Schema> = {
  /** Who may call the route; everyone else is refused (default deny). `public` needs no session. */
  roles: readonly ConsoleRole[] | "public";
  /** Under the console's `/organizations/{organizationId}/…`: the user must belong to it (super-admins do). */
  organization?: boolean;
  body?: Body;
  /** Every answer is parsed by this before it leaves the server: fields it does not name are dropped. */
  response?: Result;
  /** The audit action of a mutation; mutations are always audited. */
  action?: string;
  /** A POST that only asks a question (a search, a test) and changes nothing: not a mutation, so not audited. */
  isQuery?: boolean;
  successStatus?: number;
  /**
   * The one kind of answer that may carry a secret: an integration key's, shown once when it is created or
   * rotated, or the signing secrets of webhooks just registered to the admin's own URL. Says which secrets
   * the answer reveals; the response schema must hold `revealedSecret` exactly when this is given. The audit
   * entry keeps the secrets' fingerprints only.
   */
  reveals?: (answer: Result extends z.ZodType ? z.output<Result> : never) => string | readonly (string | null)[] | null | undefined;
};

export type RouteContext<Body extends Schema> = {
  db: Database;
  user: SessionUser;
  body: Parsed<Body>;
  params: Record<string, string>;
  organization: ConsoleOrganization | undefined;
  request: NextRequest;
  requestId: string;
  ip: string;
  /** What the audit entry names as the target, who acted when no one was signed in, and anything worth keeping with it. */
  audit: { target?: string; details?: Record<string, unknown>; organizationId?: string; actor?: SessionUser };
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

const isMutation = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

function respond(body: unknown, status: number, requestId: string, headers: Record<string, string> = {}) {
  const init = { status, headers: { "Cache-Control": "no-store", "X-Request-Id": requestId, ...headers } };
  return status === 204 ? new NextResponse(null, init) : NextResponse.json(body, init);
}

/** An audit entry's target and details with every occurrence of a revealed secret put as its fingerprint. */
function withoutSecret<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0 || value === undefined) return value;
  return JSON.parse(secrets.reduce((text, secret) => text.replaceAll(secret, fingerprint(secret)), JSON.stringify(value))) as T;
}

/**
 * Wraps a console API route: cross-site refusal, session, role, organization membership, body parsing
 * (at most 2 MiB, read no further; text with NUL characters refused), the upstream's errors in plain
 * words, a response schema on the way out, and an audit entry for every mutation and every refusal.
 * Every answer carries `X-Request-Id` (the caller's own when well formed), which calls to the API pass on.
 */
export function route<Body extends Schema = undefined, Result extends Schema = undefined>(
  options: RouteOptions<Body, Result>,
  handler: (context: RouteContext<Body>) => Promise<Returned<Result> | Response>,
) {
  if (options.response && schemaHolds(options.response, revealedSecret) !== Boolean(options.reveals)) {
    throw new Error("Only a route that declares what it reveals may answer with a secret, and such a route must answer with one.");
  }
  return async (request: NextRequest, next: NextContext): Promise<Response> => {
    const requestId = requestIdFor(request.headers.get(requestIdHeader));
    const ip = clientAddress(request.headers);
    const action = options.action ?? `${request.method} ${request.nextUrl.pathname}`;
    const db = await getDb();
    const params = Object.fromEntries(Object.entries((await next?.params) ?? {}).map(([name, value]) => [name, String(value)]));
    // A refused request names the organization it reached for, so that organization's admins see it too.
    const organizationId = isUuid(params.organizationId) ? params.organizationId : undefined;
    const refuse = async (status: number, code: string, message: string, user: SessionUser | null) => {
      await writeAudit(db, { action, outcome: "denied", actor: user, ip, requestId, target: request.nextUrl.pathname, organizationId, details: { code } });
      return respond(apiError(code, message), status, requestId);
    };

    const isPublic = options.roles === "public";
    // A public route is answered without a session: its refusals name no one.
    const crossSite = await refuseCrossSite(request, { action, requestId, actor: isPublic ? undefined : getSessionUser, organizationId });
    if (crossSite) return crossSite;
    const user = isPublic ? null : await getSessionUser();
    if (!isPublic && !user) return respond(apiError("UNAUTHENTICATED", "Your session has ended. Sign in again."), 401, requestId);
    if (!isPublic && !options.roles.includes(user!.role)) return refuse(403, "FORBIDDEN", "Your role does not allow this action.", user);

    let organization: ConsoleOrganization | undefined;
    if (options.organization) {
      organization = await findOrganizationFor(user!, params.organizationId);
      if (!organization) return refuse(404, "NOT_FOUND", "That organization is not available to you.", user);
    }

    if (fieldsWithNul(params).length > 0) return respond(apiError("NOT_FOUND", "There is nothing at this address."), 404, requestId);
    const queryWithNul = [...request.nextUrl.searchParams].flatMap(([name, value]) => fieldsWithNul({ [name]: value }, ["query"]));
    if (queryWithNul.length > 0) return respond(nulTextError(queryWithNul), 400, requestId);

    let body: unknown;
    if (options.body) {
      const checked = await readCheckedBody(request, options.body, "The request is too large.");
      if (!checked.isValid) return respond(checked.error, checked.status, requestId);
      body = checked.value;
    }

    const context: RouteContext<Body> = {
      db,
      user: user as SessionUser,
      body: body as Parsed<Body>,
      params,
      organization,
      request,
      requestId,
      ip,
      audit: { organizationId: organization?.id },
    };
    const audit = (outcome: "success" | "failure", details?: Record<string, unknown>, secrets: readonly string[] = []) =>
      isMutation(request.method) && !options.isQuery
        ? writeAudit(db, {
            action,
            outcome,
            actor: context.audit.actor ?? user,
            ip,
            requestId,
            target: withoutSecret(context.audit.target ?? request.nextUrl.pathname, secrets),
            organizationId: context.audit.organizationId,
            details: withoutSecret({ ...context.audit.details, ...details }, secrets),
          })
        : Promise.resolve();

    try {
      // Calls to the API on the way carry this request's id, and the links they get back the browser's origin.
      const forRequest = { requestId, origin: callerOrigin(request, serverEnv().CONSOLE_PUBLIC_URL) };
      const result = await runForRequest(forRequest, () => handler(context));
      if (result instanceof Response) {
        await audit("success");
        result.headers.set("Cache-Control", "no-store");
        result.headers.set("X-Request-Id", requestId);
        return result;
      }
      const answer = options.response?.parse(result);
      // A revealed secret is answered once, never stored: the audit entry names it by its fingerprint.
      const secrets = [options.reveals?.(answer as never) ?? []].flat().filter((secret): secret is string => Boolean(secret));
      await audit("success", secrets.length > 0 ? { revealedKey: secrets.map(fingerprint).join(", ") } : undefined, secrets);
      if (!options.response) return respond(null, options.successStatus ?? 204, requestId);
      return respond(answer, options.successStatus ?? 200, requestId);
    } catch (error) {
      if (error instanceof ConsoleRouteError) {
        await audit("failure", { code: error.code });
        return respond(apiError(error.code, error.message, error.fields), error.status, requestId);
      }
      if (error instanceof AgentApiError) {
        const failure = describeUpstreamFailure(error);
        await audit("failure", { code: failure.body.error.code, upstreamStatus: error.status, upstreamRequestId: error.options.requestId });
        const upstreamRequest = error.options.requestId ? `, upstream request ${error.options.requestId}` : "";
        console.error(`console route ${action}: upstream ${error.options.operationId} failed (request ${requestId}${upstreamRequest})`, error.status, error.errorName, error.message);
        return respond(failure.body, failure.status, requestId, failure.headers);
      }
      await audit("failure", { code: "INTERNAL" });
      console.error(`console route ${action} failed (request ${requestId})`, error);
      return respond(apiError("INTERNAL", `Something went wrong on the server (reference ${requestId}). Try again.`), 500, requestId);
    }
  };
}


/** What a contract route's handler is given: its path parameters by name, its query parsed, and its organization when it lies under one. */
export type ConsoleRouteContext<R extends AnyConsoleRoute> = Omit<RouteContext<RouteBody<R>>, "params" | "organization" | "user"> & {
  params: ConsoleRouteParams<R>;
  query: SchemaOutput<RouteQuery<R>>;
  organization: R["path"] extends OrganizationPath ? ConsoleOrganization : undefined;
  /** The signed-in user; a public route has none. */
  user: R["roles"] extends "public" ? null : SessionUser;
};

type ConsoleRouteAnswer<R extends AnyConsoleRoute> = Returned<RouteResponse<R>>;

/** The query's fields that need attention, named `query.field`. */
function queryError(error: z.ZodError): ConsoleRouteError {
  const fields = Object.fromEntries(error.issues.map((issue) => [["query", ...issue.path].join("."), issue.message]));
  return new ConsoleRouteError(400, "INVALID_INPUT", "Some fields need attention.", fields);
}

/**
 * The handler of one route of the console contract: everything `route` does, driven by the route's definition,
 * with each path parameter checked against its rule (404 when it cannot name anything) and the query parsed by
 * its schema (400 naming the fields) before the handler runs.
 */
export function handleConsoleRoute<R extends AnyConsoleRoute>(
  definition: R,
  handler: (context: ConsoleRouteContext<R>) => Promise<ConsoleRouteAnswer<R> | Response>,
) {
  const run = route(
    {
      roles: definition.roles,
      organization: isOrganizationRoute(definition),
      body: definition.body,
      response: definition.response,
      action: definition.action,
      isQuery: definition.isQuery,
      successStatus: definition.status,
      reveals: definition.reveals as RouteOptions<Schema, Schema>["reveals"],
    },
    async (context) => {
      const refusal = refusedPathParam(definition.params, context.params);
      if (refusal) throw new ConsoleRouteError(404, "NOT_FOUND", refusal);
      let query: unknown;
      if (definition.query) {
        const parsed = (definition.query as z.ZodType).safeParse(Object.fromEntries(context.request.nextUrl.searchParams));
        if (!parsed.success) throw queryError(parsed.error);
        query = parsed.data;
      }
      return handler({ ...context, query } as unknown as ConsoleRouteContext<R>) as Promise<Returned<Schema> | Response>;
    },
  );
  return run;
}

