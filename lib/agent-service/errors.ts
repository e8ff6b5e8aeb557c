import type { BadRequestError, EntityNotFoundError, ForbiddenError, LimitExceededError } from "@/lib/schemas/agent-api/common";

/** A failure the service answers with one of the API's documented error bodies. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? status));
    this.name = "ServiceError";
  }
}

export function forbidden(): ServiceError {
  const body: ForbiddenError = { status: 403, name: "FORBIDDEN_ERROR", message: "INVALID_CREDENTIALS", details: [] };
  return new ServiceError(403, body);
}

/** `what` names the entity, e.g. "Conversation": the body's details say which one was not found. */
export function notFound(what: string, id?: string): ServiceError {
  const body: EntityNotFoundError = {
    status: 404,
    name: "ENTITY_NOT_FOUND_ERROR",
    message: "ENTITY_NOT_FOUND",
    details: [{ entity: what, ...(id === undefined ? {} : { id }), message: `${what} not found.` }],
  };
  return new ServiceError(404, body);
}

export type FieldProblem = { field: string; message: string };

export function badRequest(message: string, details: FieldProblem[] | Record<string, unknown>[] = []): ServiceError {
  const body: BadRequestError = { status: 400, name: "BAD_REQUEST", message, details };
  return new ServiceError(400, body);
}

export function rateLimited(details: { limit: number; windowSeconds: number; retryAfterSeconds: number }): ServiceError {
  return new ServiceError(
    429,
    { status: 429, name: "TOO_MANY_REQUESTS_ERROR", message: "RATE_LIMIT_EXCEEDED", details: [details] },
    { "Retry-After": String(details.retryAfterSeconds) },
  );
}

/** A monthly amount spent, or a subscription's count reached: `detail` says which limit. */
export function limitExceeded(detail: LimitExceededError["details"][number]): ServiceError {
  const body: LimitExceededError = { status: 402, name: "LIMIT_EXCEEDED_ERROR", message: "LIMIT_EXCEEDED", details: [detail] };
  return new ServiceError(402, body);
}

export const internalErrorBody = { status: 500, message: "Internal Server Error" } as const;

/** Turns zod issues into the bad-request details, one `{ field, message }` per problem. */
export function fieldProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[], location?: string): FieldProblem[] {
  return issues.map((issue) => ({
    field: [location, ...issue.path.map(String)].filter(Boolean).join("."),
    message: issue.message,
  }));
}
