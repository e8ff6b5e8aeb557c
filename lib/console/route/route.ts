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
import { nulTextError, readCheckedBody } from "./checked-body";
import { refuseCrossSite } from "./cross-site-refusal";
import { clientAddress } from "./request-ip";
import { ConsoleRouteError } from "./route-error";
import { schemaHolds } from "./schema-holds";
import { fingerprint } from "../../crypto/envelope";
import { writeAudit } from "../audit/audit";
import { getSessionUser, getSessionUserIn, type SessionUser } from "../auth/session";
import type { ConsoleOrganization } from "../organizations/organizations";
import { describeUpstreamFailure } from "../upstream/upstream-errors";

type Schema = z.ZodType | undefined;
type Returned<T extends Schema> = T extends z.ZodType ? z.input<T> : void;

/** What a route's handler is given: its path parameters by name, its query and body parsed, and its organization when it lies under one. */
export type ConsoleRouteContext<R extends AnyConsoleRoute> = {
  db: Database;
  /** The signed-in user; a public route has none. */
  user: R["roles"] extends "public" ? null : SessionUser;
  params: ConsoleRouteParams<R>;
  query: SchemaOutput<RouteQuery<R>>;
  body: SchemaOutput<RouteBody<R>>;
  organization: R["path"] extends OrganizationPath ? ConsoleOrganization : undefined;
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

/** The query's fields that need attention, named `query.field`, or the route's own words for a refused query. */
function queryError(error: z.ZodError, refusal: AnyConsoleRoute["queryRefusal"]): ConsoleRouteError {
  if (refusal) return new ConsoleRouteError(400, "INVALID_INPUT", refusal.message, refusal.fields);
  const fields = Object.fromEntries(error.issues.map((issue) => [["query", ...issue.path].join("."), issue.message]));
  return new ConsoleRouteError(400, "INVALID_INPUT", "Some fields need attention.", fields);
}

/**
 * The handler of one route of the console contract, driven by its definition: cross-site refusal, session,
 * role, organization membership, each path parameter checked against its rule (404 when it cannot name
 * anything), the query parsed by its schema, the body read (at most 2 MiB, read no further; text with NUL
 * characters refused) and parsed, the upstream's errors in plain words, the response schema on the way out,
 * and an audit entry for every mutation and every refusal. Every answer carries `X-Request-Id` (the caller's
 * own when well formed), which calls to the API pass on.
 */
export function handleConsoleRoute<R extends AnyConsoleRoute>(
  definition: R,
  handler: (context: ConsoleRouteContext<R>) => Promise<Returned<RouteResponse<R>> | Response>,
) {
  if (definition.response && schemaHolds(definition.response, revealedSecret) !== Boolean(definition.reveals)) {
    throw new Error("Only a route that declares what it reveals may answer with a secret, and such a route must answer with one.");
  }
  return async (request: NextRequest, next: NextContext): Promise<Response> => {
    const requestId = requestIdFor(request.headers.get(requestIdHeader));
    const ip = clientAddress(request.headers);
    const action = definition.action ?? `${request.method} ${request.nextUrl.pathname}`;
    const db = await getDb();
    const params = Object.fromEntries(Object.entries((await next?.params) ?? {}).map(([name, value]) => [name, String(value)]));
    // A refused request names the organization it reached for, so that organization's admins see it too.
    const organizationId = isUuid(params.organizationId) ? params.organizationId : undefined;
    const refuse = async (status: number, code: string, message: string, user: SessionUser | null) => {
      await writeAudit(db, { action, outcome: "denied", actor: user, ip, requestId, target: request.nextUrl.pathname, organizationId, details: { code } });
      return respond(apiError(code, message), status, requestId);
    };

    const isPublic = definition.roles === "public";
    // A public route is answered without a session: its refusals name no one.
    const crossSite = await refuseCrossSite(request, { action, requestId, actor: isPublic ? undefined : getSessionUser, organizationId });
    if (crossSite) return crossSite;
    // The session and, under an organization, whether the user may open it: one query.
    const isUnderOrganization = isOrganizationRoute(definition);
    const session = isPublic ? { user: null } : await getSessionUserIn(isUnderOrganization ? params.organizationId : undefined, request.cookies);
    const { user } = session;
    if (!isPublic && !user) return respond(apiError("UNAUTHENTICATED", "Your session has ended. Sign in again."), 401, requestId);
    if (!isPublic && !definition.roles.includes(user!.role)) return refuse(403, "FORBIDDEN", "Your role does not allow this action.", user);

    const organization: ConsoleOrganization | undefined = isUnderOrganization ? session.organization : undefined;
    if (isUnderOrganization && !organization) return refuse(404, "NOT_FOUND", "That organization is not available to you.", user);

    if (fieldsWithNul(params).length > 0) return respond(apiError("NOT_FOUND", "There is nothing at this address."), 404, requestId);
    const queryWithNul = [...request.nextUrl.searchParams].flatMap(([name, value]) => fieldsWithNul({ [name]: value }, ["query"]));
    if (queryWithNul.length > 0) return respond(nulTextError(queryWithNul), 400, requestId);

    let body: unknown;
    if (definition.body) {
      const checked = await readCheckedBody(request, definition.body, "The request is too large.");
      if (!checked.isValid) return respond(checked.error, checked.status, requestId);
      body = checked.value;
    }

    const context = {
      db,
      user,
      query: undefined as unknown,
      body,
      params,
      organization,
      request,
      requestId,
      ip,
      audit: { organizationId: organization?.id },
    } as ConsoleRouteContext<AnyConsoleRoute>;
    const audit = (outcome: "success" | "failure", details?: Record<string, unknown>, secrets: readonly string[] = []) =>
      isMutation(request.method) && !definition.isQuery
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
      const pathRefusal = refusedPathParam(definition.params, params);
      if (pathRefusal) throw new ConsoleRouteError(404, "NOT_FOUND", pathRefusal);
      if (definition.query) {
        const parsed = (definition.query as z.ZodType).safeParse(Object.fromEntries(request.nextUrl.searchParams));
        if (!parsed.success) throw queryError(parsed.error, definition.queryRefusal);
        context.query = parsed.data;
      }
      const result = await runForRequest(forRequest, () => handler(context as ConsoleRouteContext<R>));
      if (result instanceof Response) {
        await audit("success");
        result.headers.set("Cache-Control", "no-store");
        result.headers.set("X-Request-Id", requestId);
        return result;
      }
      const answer = definition.response?.parse(result);
      // A revealed secret is answered once, never stored: the audit entry names it by its fingerprint.
      const secrets = [definition.reveals?.(answer) ?? []].flat().filter((secret): secret is string => Boolean(secret));
      await audit("success", secrets.length > 0 ? { revealedKey: secrets.map(fingerprint).join(", ") } : undefined, secrets);
      if (!definition.response) return respond(null, definition.status ?? 204, requestId);
      return respond(answer, definition.status ?? 200, requestId);
    } catch (error) {
      if (error instanceof ConsoleRouteError) {
        await audit("failure", { code: error.code });
        return respond(apiError(error.code, error.message, error.fields), error.status, requestId);
      }
      if (error instanceof AgentApiError) {
        const failure = describeUpstreamFailure(error);
        await audit("failure", { code: failure.body.error.code, upstreamStatus: error.status, upstreamRequestId: error.options.requestId });
        const upstreamRequest = error.options.requestId ? `, upstream request ${error.options.requestId}` : "";
        console.error(
          `console route ${action}: upstream ${error.options.operationId} failed (request ${requestId}${upstreamRequest})`,
          error.status,
          error.errorName,
          error.message,
        );
        return respond(failure.body, failure.status, requestId, failure.headers);
      }
      await audit("failure", { code: "INTERNAL" });
      console.error(`console route ${action} failed (request ${requestId})`, error);
      return respond(apiError("INTERNAL", `Something went wrong on the server (reference ${requestId}). Try again.`), 500, requestId);
    }
  };
}
