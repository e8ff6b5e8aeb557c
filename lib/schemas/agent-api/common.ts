import { z } from "zod";

/**
 * Shapes of the AI Agent API shared by every area. Response shapes are loose objects: fields a real
 * deployment adds pass through. A field the real deployment does not declare nullable is left out when it
 * has no value, never sent as null.
 */

export const isoDateTime = z.iso.datetime({ offset: true });

export const idParam = z.object({ id: z.string().min(1).meta({ description: "Identifier of the resource." }) });

export const orderDirection = z.enum(["ASC", "DESC"]);

/** Whose limit a refused call reached: a conversation user's, an agent's or the subscription's. */
export const limitOwners = ["conversation_user", "agent", "subscription"] as const;

/** A yes/no in a query string (`true`/`false`), documented as the real deployment types it: `boolean`. */
export const queryBoolean = () => z.stringbool().meta({ type: "boolean" });

/** Page and page size are read from the query as whole numbers and documented as the real deployment types them: `number`. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).meta({ type: "number", description: "Page number, from 1." }),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).meta({ type: "number", description: "Page size, 1 to 100." }),
  orderDirection: orderDirection.optional(),
});

/** The real deployment's page envelope: all seven fields always present. */
export function pageOf<T extends z.ZodType>(item: T, id: string) {
  return z
    .looseObject({
      currentPage: z.number(),
      pageSize: z.number(),
      totalItems: z.number(),
      totalPages: z.number(),
      hasNextPage: z.boolean(),
      hasPreviousPage: z.boolean(),
      data: z.array(item),
    })
    .meta({ id });
}

export const errorDetail = z.looseObject({}).meta({ id: "ErrorDetail", description: "One problem, e.g. a field and what is wrong with it." });

export const forbiddenError = z
  .object({
    status: z.literal(403),
    name: z.literal("FORBIDDEN_ERROR"),
    message: z.literal("INVALID_CREDENTIALS"),
    details: z.array(errorDetail),
  })
  .meta({ id: "ForbiddenError", description: "Missing or invalid key, a key in the wrong header, or a key of the other region." });

export const entityNotFoundError = z
  .object({
    status: z.literal(404),
    name: z.literal("ENTITY_NOT_FOUND_ERROR"),
    message: z.literal("ENTITY_NOT_FOUND"),
    details: z.array(errorDetail),
  })
  .meta({ id: "EntityNotFoundError", description: "Unknown id, or an id that belongs to another agent or organization." });

export const badRequestError = z
  .object({
    status: z.literal(400),
    name: z.literal("BAD_REQUEST"),
    message: z.string(),
    details: z.array(errorDetail),
  })
  .meta({
    id: "BadRequestError",
    description:
      "Missing or invalid fields, or a record that already exists. `details` names each bad field as `{ field, message }`. (The real deployment declares `status` with a default of 500; it is 400 on the wire.)",
  });

export const rateLimitError = z
  .object({
    status: z.literal(429),
    name: z.literal("TOO_MANY_REQUESTS_ERROR"),
    message: z.literal("RATE_LIMIT_EXCEEDED"),
    details: z.array(errorDetail),
  })
  .meta({
    id: "RateLimitError",
    description:
      "The organization sent more than 1,000 system or 300 AI requests in 60 seconds. `Retry-After` says how many seconds to wait; `details` gives `{ limit, windowSeconds, retryAfterSeconds }`.",
  });

export const limitExceededDetail = z
  .looseObject({
    owner: z.enum(limitOwners),
    ownerId: z.string(),
    agentId: z.string().optional().meta({ description: "The agent called, when the refused call was an agent's." }),
    field: z
      .string()
      .meta({ description: "The limit reached: a monthly amount (`tokensAmountPerMonth`, …) or a count (`agentsAmount`, `usersWithAccessAmount`)." }),
    amount: z.number(),
    used: z.number(),
    resetsAt: z.string().optional().meta({ description: "For a monthly amount: when it is counted again from zero (the next calendar month, UTC)." }),
    message: z.string(),
  })
  .meta({ id: "LimitExceededDetail" });

export const limitExceededError = z
  .object({
    status: z.literal(402),
    name: z.literal("LIMIT_EXCEEDED_ERROR"),
    message: z.literal("LIMIT_EXCEEDED"),
    details: z.array(limitExceededDetail),
  })
  .meta({
    id: "LimitExceededError",
    description:
      "A monthly amount is spent, or the subscription allows no more agents or users. Metered calls check, in this order, the conversation user's own limits, the agent's own limits and the organization's subscription (all its agents together); the first one used up refuses the call, nothing is answered or queued, and the refusal is counted in the organization's usage. `details` names the limit: `{ owner, ownerId, field, amount, used, resetsAt, message }`. Raise the limit (or the subscription), or wait for `resetsAt`.",
  });

export const internalError = z.object({ status: z.literal(500), message: z.literal("Internal Server Error") }).meta({ id: "InternalServerError" });

export type ForbiddenError = z.infer<typeof forbiddenError>;
export type EntityNotFoundError = z.infer<typeof entityNotFoundError>;
export type BadRequestError = z.infer<typeof badRequestError>;
export type LimitExceededError = z.infer<typeof limitExceededError>;

/** Background the agent is given with a conversation, a message or a user: up to 256,000 characters. */
export const agentContext = z.string().max(256_000);
