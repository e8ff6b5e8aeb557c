/** The response header every answer of the service carries, as the OpenAPI document describes it. */
export const requestIdHeaderObject = {
  description:
    "Names this request in the service's logs; quote it to support. The caller's own `X-Request-Id` when it sent a well-formed one (1–128 characters of letters, digits and `._:+/=-`), otherwise a fresh UUID.",
  schema: { type: "string", maxLength: 128 },
} as const;

type Responses = Record<string, { headers?: Record<string, unknown> } & Record<string, unknown>>;
type Document = { paths?: Record<string, Record<string, unknown>>; components?: Record<string, unknown> };

const methods = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** The OpenAPI document with `X-Request-Id` declared on every response of every operation. */
export function withRequestIdHeader<T extends object>(given: T): T {
  const document = given as Document;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          if (!methods.has(method) || typeof operation !== "object" || operation === null) return [method, operation];
          const { responses = {} } = operation as { responses?: Responses };
          const withHeader = Object.fromEntries(
            Object.entries(responses).map(([status, response]) => [
              status,
              { ...response, headers: { ...response.headers, "X-Request-Id": { $ref: "#/components/headers/RequestId" } } },
            ]),
          );
          return [method, { ...operation, responses: withHeader }];
        }),
      ),
    ]),
  );
  const components = document.components ?? {};
  const headers = { ...(components.headers as Record<string, unknown> | undefined), RequestId: requestIdHeaderObject };
  return { ...document, paths, components: { ...components, headers } } as T;
}
