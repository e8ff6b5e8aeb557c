import { z } from "zod";

import { consoleApiRoot, type AnyConsoleRoute } from "./define";
import { consoleRoles } from "../users/roles";

const description = `The console's own API: what its pages call. Every route needs a signed-in console session (the
\`next-auth.session-token\` cookie, \`__Secure-next-auth.session-token\` when the console is served over https), except
accepting an invitation. Each route names the console roles that may call it (\`x-console-roles\`); other roles are
refused with 403, and a route under \`/organizations/{organizationId}\` answers 404 to a user outside that organization.

A mutation sent by a browser from another site is refused (403 \`CROSS_SITE_REQUEST\`); scripts that send no
\`Origin\` or \`Sec-Fetch-Site\` header are not browsers and are not refused for it. Every mutation is written to the
audit log under the action named by \`x-audit-action\`.

Errors share one envelope: \`{ "error": { "code", "message", "fields"? } }\`, with \`fields\` naming each body field
(or \`query.<field>\`) that needs attention. Every answer carries \`X-Request-Id\`.`;

const errorEnvelope = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
    },
  },
} as const;

type JsonSchema = Record<string, unknown>;

/** Named schemas, shared by the operations that use them. */
type NamedSchemas = Record<string, JsonSchema>;

/**
 * A schema as JSON Schema: what a caller sends (`input`) or what the console answers (`output`, its named
 * schemas suffixed `Answer`). The named schemas it uses go to the document's components, each written once.
 */
function jsonSchema(schema: z.ZodType, io: "input" | "output", named: NamedSchemas): JsonSchema {
  const suffix = io === "input" ? "" : "Answer";
  const { $schema: _, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema & { $defs?: NamedSchemas };
  const relink = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_, name: string) => `"#/components/schemas/${name}${suffix}"`)) as T;
  for (const [name, definition] of Object.entries($defs ?? {})) named[`${name}${suffix}`] ??= relink(definition);
  return relink(rest);
}

function queryParameters(query: z.ZodType | undefined, named: NamedSchemas) {
  if (!query) return [];
  const schema = jsonSchema(query, "input", named) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function successResponse(route: AnyConsoleRoute, named: NamedSchemas) {
  const status = route.status ?? (route.response || route.produces ? 200 : 204);
  if (route.produces) return { [status]: { description: "Success", content: { [route.produces]: { schema: { type: "string" } } } } };
  if (!route.response) return { [status]: { description: "Success, with no body" } };
  return { [status]: { description: "Success", content: { "application/json": { schema: jsonSchema(route.response, "output", named) } } } };
}

function operation(route: AnyConsoleRoute, named: NamedSchemas) {
  const pathParameters = Object.keys(route.params).map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
  const failure = { description: "Refused; the envelope says why", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  return {
    operationId: route.id,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.roles === "public" ? { security: [] } : {}),
    "x-console-roles": route.roles === "public" ? [] : route.roles,
    ...(route.action ? { "x-audit-action": route.action } : {}),
    parameters: [...pathParameters, ...queryParameters(route.query, named)],
    ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(route.body, "input", named) } } } } : {}),
    responses: { ...successResponse(route, named), default: failure },
  };
}

/** The OpenAPI 3.1 document of the console's own API, from its contract: every route, once. */
export function consoleOpenApiDocument(routes: readonly AnyConsoleRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const named: NamedSchemas = {};
  for (const route of routes) {
    const path = `${consoleApiRoot}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, named) };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Switchboard console API", version: "1.0.0", description },
    "x-console-roles": consoleRoles,
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" } },
      schemas: { ...named, Error: errorEnvelope },
    },
    security: [{ session: [] }],
    paths,
  };
}
