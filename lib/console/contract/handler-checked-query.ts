import type { z } from "zod";

/**
 * A route's query as the contract documents it and the browser sends it, for a handler that checks the query
 * itself to answer a bad one in words of its own: it never refuses a request, and the handler is given
 * nothing from it (it reads the query from the request).
 */
export function handlerCheckedQuery<T extends z.ZodType>(query: T) {
  return query.catch(() => undefined as z.output<T>).transform((): undefined => undefined);
}
