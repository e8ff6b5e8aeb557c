import { isUuid } from "@/lib/http/is-uuid";

/**
 * What a path segment may hold, and what the refusal names when it holds anything else: a 404, since an id
 * that cannot exist names nothing there.
 */
export type PathParam = { isValid: (value: string) => boolean; notFound: string };

/** The API's own ids: letters, digits, `_` and `-`, at most 64 of them. */
const upstreamId = (what: string): PathParam => ({ isValid: (value) => /^[\w-]{1,64}$/.test(value), notFound: `There is no such ${what}.` });

/** The console's own records, named by UUID. */
const consoleId = (what: string): PathParam => ({ isValid: isUuid, notFound: `The console has no such ${what}.` });

/** Every kind of path parameter a console route takes, named for what it names. */
export const pathParams = {
  /** Checked by membership: a user reaches only the organizations they belong to. */
  organization: { isValid: () => true, notFound: "That organization is not available to you." },
  agent: upstreamId("agent"),
  agentKey: upstreamId("key"),
  conversation: upstreamId("conversation"),
  conversationUser: upstreamId("conversation user"),
  crawl: upstreamId("crawl"),
  document: upstreamId("document"),
  file: upstreamId("file"),
  function: upstreamId("function"),
  message: upstreamId("message"),
  pack: upstreamId("pack"),
  prompt: upstreamId("prompt"),
  webhook: consoleId("webhook"),
  delivery: consoleId("delivery"),
  savedReply: { isValid: isUuid, notFound: "That saved reply no longer exists." },
  /** Checked by the handler, which knows more about it than its shape. */
  any: { isValid: () => true, notFound: "There is nothing at this address." },
} satisfies Record<string, PathParam>;

/** The names of a path template's parameters: `"/agents/{agentId}/keys/{keyId}"` → `"agentId" | "keyId"`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The first parameter of a path whose value its rule refuses, with the refusal's words. */
export function refusedPathParam(rules: Record<string, PathParam>, values: Record<string, string>): string | undefined {
  for (const [name, rule] of Object.entries(rules)) {
    const value = values[name];
    if (value === undefined || !rule.isValid(value)) return rule.notFound;
  }
  return undefined;
}
