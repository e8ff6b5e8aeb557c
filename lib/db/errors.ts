/** PostgreSQL's code for a row that breaks a unique index. */
const uniqueViolation = "23505";

/**
 * Whether a query failed because a row would break a unique index: the driver's error, or one that wraps it
 * (drizzle gives the driver's error as its cause), with PostgreSQL's code. Both drivers use the same codes.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if ((current as Error & { code?: unknown }).code === uniqueViolation) return true;
  }
  return false;
}
