import type { Operation } from "./contract/operation";

/** The path the client calls: the real deployment's `/external` prefix, or `/api/v1` for the v1 surface. */
const clientPrefix: Record<Operation["surface"], string> = { external: "/external", v1: "/api/v1" };

/** Builds the operation's path and query for a base URL; parameters are URL-encoded, undefined query values left out. */
export function operationUrl(
  baseUrl: string,
  operation: Pick<Operation, "path" | "surface">,
  params: Record<string, string> = {},
  query: Record<string, unknown> = {},
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, "")}${clientPrefix[operation.surface]}${path}${queryString ? `?${queryString}` : ""}`;
}
