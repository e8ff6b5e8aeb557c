import type { FunctionEndpoint } from "@/lib/db/schema";
import { conversationIdHeader, reservedFunctionHeaders } from "@/lib/schemas/agent-api/functions";

export type FunctionRequest = { url: URL; method: FunctionEndpoint["method"]; headers: Record<string, string>; body?: string };

const sendsBody = (method: FunctionEndpoint["method"]) => method === "POST" || method === "PUT" || method === "PATCH";

function queryValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Arguments as query parameters: scalars as text, lists as repeated parameters, objects as JSON. */
function appendQuery(url: URL, args: Record<string, unknown>) {
  for (const [name, value] of Object.entries(args)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, queryValue(item));
  }
}

/**
 * The HTTP request that calls a function with the model's arguments: a JSON body for POST, PUT and
 * PATCH, the query string for GET and DELETE. The function's own headers come first; the ones the
 * call sets itself (content type, user agent, conversation id) always win.
 */
export function functionRequest(endpoint: FunctionEndpoint, args: Record<string, unknown>, conversationId?: string): FunctionRequest {
  const url = new URL(endpoint.url);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(endpoint.headers ?? {})) {
    if (!reservedFunctionHeaders.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  headers.accept ??= "application/json";
  headers["user-agent"] = "Switchboard-Functions/1.0";
  if (conversationId) headers[conversationIdHeader.toLowerCase()] = conversationId;
  if (!sendsBody(endpoint.method)) {
    appendQuery(url, args);
    return { url, method: endpoint.method, headers };
  }
  headers["content-type"] = "application/json";
  return { url, method: endpoint.method, headers, body: JSON.stringify(args) };
}
