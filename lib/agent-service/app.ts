import "server-only";
import { OpenAPIHono, createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import { euRegionBase, keyHeaders, surfacePrefixes, type Operation } from "@/lib/agent-api/contract/operation";
import { getDb, type Database } from "@/lib/db";
import { fieldsWithNul, nulFieldMessage } from "@/lib/http/nul-text";
import { currentRequest } from "@/lib/http/request-context";
import { regions, type Region } from "@/lib/regions";
import { maxAgentFileBytes } from "@/lib/schemas/agent-api/agent-files";
import { badRequestError, entityNotFoundError, forbiddenError, internalError, limitExceededError, rateLimitError } from "@/lib/schemas/agent-api/common";

import { authenticate, type Principal } from "./auth";
import { badRequest, fieldProblems, internalErrorBody, notFound, ServiceError } from "./errors";
import { injectFaults } from "./faults/inject-faults";
import type { Implementation } from "./implement";

export type ServiceEnv = { Variables: { principal: Principal; db: Database } };

export const regionBase = (region: Region) => (region === "eu" ? euRegionBase : "");

const json = (schema: unknown, description: string) => ({ description, content: { "application/json": { schema } } });

function responsesFor(operation: Operation): RouteConfig["responses"] {
  const success = operation.response ? json(operation.response, "Success") : { description: operation.status === 204 ? "Done; no content." : "Done; no body." };
  const hasInput = Boolean(operation.params || operation.query || operation.body);
  return {
    [operation.status]: success,
    ...(hasInput || operation.badRequest ? { 400: json(badRequestError, ["Invalid fields.", operation.badRequest].filter(Boolean).join(" Or: ")) } : {}),
    403: json(forbiddenError, "Missing or invalid key, a key in the wrong header, or a key of the other region."),
    ...(operation.limitedBy ? { 402: json(limitExceededError, operation.limitedBy) } : {}),
    ...(operation.notFound ? { 404: json(entityNotFoundError, `${operation.notFound} not found.`) } : {}),
    ...(operation.rateClass && operation.scope !== "superAdmin"
      ? {
          429: {
            ...json(rateLimitError, "Rate limit exceeded."),
            headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds until the next window." } },
          },
        }
      : {}),
    500: json(internalError, "Unexpected error occurred while processing the request. Please try again later."),
  } as RouteConfig["responses"];
}

/** Room for the multipart envelope around the largest file. */
const multipartOverheadBytes = 64 * 1024;
/** JSON bodies: the largest fields (256,000-character contexts) fit with room to spare. */
const maxJsonBodyBytes = 2 * 1024 * 1024;

/** Refuses a body over the operation's limit from its Content-Length, or as soon as the stream passes it. */
function sizeGuard(operation: Operation): MiddlewareHandler<ServiceEnv> {
  const isUpload = operation.bodyType === "multipart";
  return bodyLimit({
    maxSize: isUpload ? maxAgentFileBytes + multipartOverheadBytes : maxJsonBodyBytes,
    onError: (c) =>
      isUpload
        ? c.json(badRequest("The file is larger than 10 MiB.", [{ field: "file", message: "too large" }]).body, 400)
        : c.json({ status: 413, name: "PAYLOAD_TOO_LARGE", message: "The request body is too large.", details: [{ limitBytes: maxJsonBodyBytes }] }, 413),
  });
}

/** Authentication, then the organization's rate limit: both before any field is validated. */
function guard(operation: Operation, region: Region): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const db = await getDb();
    const principal = await authenticate(db, operation.scope, c.req.raw.headers, region, { rateClass: operation.rateClass });
    c.set("db", db);
    c.set("principal", principal);
    await next();
  };
}

function routeFor(operation: Operation, prefix: string, region: Region) {
  const request: RouteConfig["request"] = {};
  if (operation.params) request.params = operation.params;
  if (operation.query) request.query = operation.query as never;
  if (operation.body) {
    const type = operation.bodyType === "multipart" ? "multipart/form-data" : "application/json";
    request.body = { required: true, content: { [type]: { schema: operation.body } } };
  }
  const isSpecPrefix = prefix === surfacePrefixes[operation.surface][0];
  const middleware: MiddlewareHandler<ServiceEnv>[] = [injectFaults(), guard(operation, region)];
  if (operation.body) middleware.push(sizeGuard(operation));
  return createRoute({
    method: operation.method,
    path: `${regionBase(region)}${prefix}${operation.path}`,
    operationId: isSpecPrefix ? operation.id : `${operation.id}External`,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    security: [{ [operation.scope]: [] }],
    request,
    responses: responsesFor(operation),
    middleware,
    hide: region !== "us",
  });
}

type ValidTarget = "param" | "query" | "json" | "form";

/** The request a log line is about, as its answer's `X-Request-Id` names it. */
const requestNamed = () => {
  const requestId = currentRequest()?.requestId;
  return requestId ? ` (request ${requestId})` : "";
};

/** How a bad field is named in a 400: body fields by their own path, the others prefixed. */
const fieldLocations: Record<string, string | undefined> = { param: "path", query: "query", json: undefined, form: undefined };

async function serve(c: Parameters<MiddlewareHandler<ServiceEnv>>[0], implementation: Implementation, region: Region) {
  const { operation } = implementation;
  const valid = c.req.valid.bind(c.req) as unknown as (target: ValidTarget) => unknown;
  const url = new URL(c.req.url);
  const params = operation.params ? valid("param") : undefined;
  const query = operation.query ? valid("query") : undefined;
  const body = operation.body ? valid(operation.bodyType === "multipart" ? "form" : "json") : undefined;
  const withNul = [...fieldsWithNul(params, ["path"]), ...fieldsWithNul(query, ["query"]), ...fieldsWithNul(body)];
  if (withNul.length > 0)
    throw badRequest(
      "INVALID_REQUEST",
      withNul.map((field) => ({ field, message: nulFieldMessage })),
    );
  const result = await implementation.handle({
    db: c.get("db"),
    region,
    principal: c.get("principal") as never,
    params,
    query,
    body,
    request: c.req.raw,
    // Links it hands out are on the origin the caller used (or the configured public URL), not the server's own.
    baseUrl: `${currentRequest()?.origin ?? url.origin}${regionBase(region)}`,
  } as never);
  if (!operation.response) return c.body(null, operation.status);
  const checked = operation.response.safeParse(result);
  if (!checked.success) {
    console.error(`agent service: ${operation.id} produced a response outside its contract${requestNamed()}`, checked.error.issues);
    throw new Error(`response of ${operation.id} does not match the contract`);
  }
  return c.json(result as object, operation.status as ContentfulStatusCode);
}

/** The embedded AI Agent API: every implemented operation, under both prefixes, in both regions. */
export function createServiceApp(implementations: readonly Implementation[]) {
  const app = new OpenAPIHono<ServiceEnv>({
    defaultHook: (result) => {
      if (!result.success) throw badRequest("INVALID_REQUEST", fieldProblems(result.error.issues, fieldLocations[result.target]));
    },
  });

  for (const region of regions) {
    for (const implementation of implementations) {
      for (const prefix of surfacePrefixes[implementation.operation.surface]) {
        app.openapi(routeFor(implementation.operation, prefix, region), (c) => serve(c, implementation, region) as never);
      }
    }
  }

  for (const [scope, header] of Object.entries(keyHeaders)) {
    app.openAPIRegistry.registerComponent(
      "securitySchemes",
      scope,
      scope === "bearer" ? { type: "http", scheme: "bearer", description: "The agent key, on /api/v1." } : { type: "apiKey", in: "header", name: header },
    );
  }

  app.notFound((c) => {
    const error = notFound("Operation", `${c.req.method} ${new URL(c.req.url).pathname}`);
    return c.json(error.body, 404);
  });

  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException && error.status === 415) {
      const expected = "the operation's body type: application/json, or multipart/form-data for uploads";
      return c.json(badRequest("UNSUPPORTED_MEDIA_TYPE", [{ field: "content-type", message: `expected ${expected}` }]).body, 400);
    }
    if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
      return c.json(badRequest(error.message || "INVALID_REQUEST").body, 400);
    }
    console.error(`agent service: unexpected failure${requestNamed()}`, c.req.method, new URL(c.req.url).pathname, error);
    return c.json(internalErrorBody, 500);
  });

  return app;
}
