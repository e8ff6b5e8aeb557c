import "server-only";
import { hkdfSync } from "node:crypto";

import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";

import { AgentApiError } from "@/lib/agent-api/errors";
import { getDb, type Database } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { callerOrigin } from "@/lib/http/caller-origin";
import { fieldsWithNul } from "@/lib/http/nul-text";
import { runForRequest } from "@/lib/http/request-context";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";
import { visitorCookieName, widgetApiRoot } from "@/lib/widget/paths";
import { retryAfterSeconds, widgetRateLimits, type WidgetRateLimit, type WidgetRequestKind } from "@/lib/widget/rate-policy";
import { visitorFailure } from "@/lib/widget/visitor-failure";
import { isPotentiallyTrustworthy, issueVisitorToken, readVisitorToken, visitorCookie } from "@/lib/widget/visitor-token";

import { findWidgetAgent, type WidgetAgent } from "./widget-agent";
import { apiError } from "../route/api-error";
import { readCheckedBody } from "../route/checked-body";
import { countHits } from "../route/rate-counters";
import { clientAddress } from "../route/request-ip";
import { ConsoleRouteError } from "../route/route-error";
import { isCrossSiteMutation } from "../route/same-origin";

type Schema = z.ZodType | undefined;
type Parsed<T extends Schema> = T extends z.ZodType ? z.output<T> : undefined;
type Returned<T extends Schema> = T extends z.ZodType ? z.input<T> : void;

export type WidgetRouteOptions<Body extends Schema, Result extends Schema> = {
  /** What the request counts against: reads, writes, or (for the first request of a browser) a new visitor. */
  kind: Exclude<WidgetRequestKind, "newVisitor">;
  /**
   * Whether a browser without a valid visitor token is given one here (the widget's first read); else it is
   * refused, so a browser that keeps no cookie starts no conversation it could never come back to.
   */
  mayWelcome?: boolean;
  body?: Body;
  /** Every answer is parsed by this before it leaves the server: fields it does not name are dropped. */
  response?: Result;
  successStatus?: number;
};

export type WidgetRouteContext<Body extends Schema> = {
  db: Database;
  agent: WidgetAgent;
  visitorId: string;
  body: Parsed<Body>;
  params: Record<string, string>;
  request: NextRequest;
  requestId: string;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

const tokenKeys = new Map<string, Uint8Array>();

/** The key visitor tokens are signed with, derived once from the console's secret. */
function tokenKey(): Uint8Array {
  const secret = serverEnv().secrets.authSecret;
  let key = tokenKeys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, "", "switchboard widget visitor token", 32));
    tokenKeys.set(secret, key);
  }
  return key;
}

/** Counts a request against each of its limits, each key in its own limit's window. */
async function countWidgetRequest(db: Database, limits: readonly WidgetRateLimit[], now: Date) {
  const windows = [...new Set(limits.map((limit) => limit.windowMs))];
  const counted = await Promise.all(
    windows.map((windowMs) =>
      countHits(
        db,
        limits.filter((limit) => limit.windowMs === windowMs).map((limit) => limit.key),
        windowMs,
        now,
      ),
    ),
  );
  return new Map(counted.flatMap((counts) => [...counts]));
}

/** A request made by another site's page (not the widget's own page on this origin). */
function isFromAnotherSite(request: NextRequest): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  return isCrossSiteMutation(request.method, request.headers);
}

/**
 * Wraps a public route of the widget: only the widget's own page may call it; the agent must be one the console
 * holds a key for; the visitor is the one the signed HttpOnly cookie names (a new browser is given one where
 * `mayWelcome`); requests are counted per visitor, per agent and (new visitors) per address; bodies are read
 * within 2 MiB and checked; every answer is parsed by its schema and never cached. A failure of the API is
 * told in a visitor's words, and logged with the request id.
 */
export function widgetRoute<Body extends Schema = undefined, Result extends Schema = undefined>(
  options: WidgetRouteOptions<Body, Result>,
  handler: (context: WidgetRouteContext<Body>) => Promise<Returned<Result> | Response>,
) {
  return async (request: NextRequest, next: NextContext): Promise<Response> => {
    const requestId = requestIdFor(request.headers.get(requestIdHeader));
    const headers: Record<string, string> = { "Cache-Control": "no-store", "X-Request-Id": requestId };
    const fail = (status: number, code: string, message: string, fields?: Record<string, string>, extra: Record<string, string> = {}) =>
      NextResponse.json(apiError(code, message, fields), { status, headers: { ...headers, ...extra } });

    if (isFromAnotherSite(request)) return fail(403, "CROSS_SITE_REQUEST", "This request did not come from the chat.");
    const params = Object.fromEntries(Object.entries((await next?.params) ?? {}).map(([name, value]) => [name, String(value)]));
    if (fieldsWithNul(params).length > 0) return fail(404, "NOT_FOUND", "There is nothing at this address.");
    const db = await getDb();
    const agent = await findWidgetAgent(db, params.agentId ?? "");
    if (!agent) return fail(404, "CHAT_NOT_AVAILABLE", "This chat is not available.");

    const ip = clientAddress(request.headers);
    const key = tokenKey();
    let visitorId = readVisitorToken(key, agent.agentId, request.cookies.get(visitorCookieName)?.value);
    let kind: WidgetRequestKind = options.kind;
    let issuedToken: string | undefined;
    if (!visitorId) {
      if (!options.mayWelcome) {
        return fail(401, "VISITOR_UNKNOWN", "This chat needs a cookie your browser did not keep. Allow cookies for this website, then reload the page.");
      }
      const issued = issueVisitorToken(key, agent.agentId);
      visitorId = issued.visitorId;
      issuedToken = issued.token;
      kind = "newVisitor";
    }

    const now = new Date();
    const limits = [
      ...widgetRateLimits(kind, { agentId: agent.agentId, visitorId, ip }),
      ...(kind === "newVisitor" ? widgetRateLimits(options.kind, { agentId: agent.agentId, visitorId, ip }) : []),
    ];
    // The agent's shared limits count only what the visitor's (or address's) own let through, so one client
    // spending its own limit cannot use up the agent's for every other visitor.
    const own = limits.filter((limit) => !limit.isShared);
    const shared = limits.filter((limit) => limit.isShared);
    const wait =
      retryAfterSeconds(own, await countWidgetRequest(db, own, now), now) ?? retryAfterSeconds(shared, await countWidgetRequest(db, shared, now), now);
    if (wait !== undefined) {
      return fail(429, "RATE_LIMITED", `Too many requests from this chat. Try again in ${wait} s.`, undefined, { "Retry-After": String(wait) });
    }
    // A new visitor's token goes out only once the request is let through: a refused one must not hand out a visitor.
    const origin = callerOrigin(request, serverEnv().CONSOLE_PUBLIC_URL);
    if (issuedToken) {
      headers["Set-Cookie"] = visitorCookie(visitorCookieName, issuedToken, { path: widgetApiRoot(agent.agentId), isSecure: isPotentiallyTrustworthy(origin) });
    }

    let body: unknown;
    if (options.body) {
      const checked = await readCheckedBody(request, options.body, "This is too large to send.");
      if (!checked.isValid) return NextResponse.json(checked.error, { status: checked.status, headers });
      body = checked.value;
    }

    try {
      const context: WidgetRouteContext<Body> = { db, agent, visitorId, body: body as Parsed<Body>, params, request, requestId };
      const forRequest = { requestId, origin };
      const result = await runForRequest(forRequest, () => handler(context));
      if (result instanceof Response) {
        for (const [name, value] of Object.entries(headers)) if (name !== "Cache-Control" || !result.headers.has(name)) result.headers.set(name, value);
        return result;
      }
      if (!options.response) return new NextResponse(null, { status: options.successStatus ?? 204, headers });
      return NextResponse.json(options.response.parse(result), { status: options.successStatus ?? 200, headers });
    } catch (error) {
      if (error instanceof ConsoleRouteError) return fail(error.status, error.code, error.message, error.fields);
      if (error instanceof AgentApiError) {
        console.error(
          `widget route ${request.method} ${request.nextUrl.pathname}: upstream ${error.options.operationId} failed (request ${requestId})`,
          error.status,
          error.errorName,
          error.message,
        );
        const failure = visitorFailure({ status: error.status, retryAfterSeconds: error.options.retryAfterSeconds }, requestId);
        return fail(
          failure.status,
          failure.code,
          failure.message,
          undefined,
          failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : {},
        );
      }
      console.error(`widget route ${request.method} ${request.nextUrl.pathname} failed (request ${requestId})`, error);
      return fail(500, "INTERNAL", `Something went wrong (reference ${requestId}). Please try again.`);
    }
  };
}
