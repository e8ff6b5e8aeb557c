import type { z } from "zod";

/** Which key an operation takes, and in which header. */
export const keyHeaders = {
  agent: "Agent-Secret-Key",
  organization: "Organization-Secret-Key",
  superAdmin: "Super-Admin-Secret-Key",
  bearer: "Authorization",
} as const;
export type KeyScope = keyof typeof keyHeaders;

/** Rate-limit class: AI-backed operations (conversations, messages, prompts) or everything else. */
export type RateClass = "ai" | "system";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * One upstream operation, defined once: it drives the embedded service's routing and validation,
 * the console's typed client and the OpenAPI document.
 */
export type Operation = {
  id: string;
  method: HttpMethod;
  /** Relative to the surface's prefix, OpenAPI style: `/conversations/{id}`. */
  path: string;
  /** `external`: under /api/external and /external. `v1`: under /api/v1. */
  surface: "external" | "v1";
  scope: KeyScope;
  rateClass: RateClass;
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyType?: "json" | "multipart";
  /** Success status and its body schema; no schema means no body. */
  status: 200 | 201 | 204;
  response?: z.ZodType;
  /** When the operation can answer 404, what is not found. */
  notFound?: string;
  /** When the operation can answer 400 beyond bad fields, when. */
  badRequest?: string;
  /** When the operation is refused with 402 LIMIT_EXCEEDED_ERROR: which limit, once spent or reached, stops it. */
  limitedBy?: string;
};

export function defineOperation<const T extends Omit<Operation, "surface" | "rateClass"> & Partial<Pick<Operation, "surface" | "rateClass">>>(
  operation: T,
): T & Pick<Operation, "surface" | "rateClass"> {
  return { surface: "external", rateClass: "system", ...operation };
}

/** The prefixes an operation answers under, in each region. */
export const surfacePrefixes = {
  external: ["/api/external", "/external"],
  v1: ["/api/v1"],
} as const;

export const euRegionBase = "/regions/eu";
