import { z } from "zod";

import { reservedRequestHeaders } from "@/lib/http/reserved-headers";
import { httpUrl } from "@/lib/schemas/http-url";

import { isoDateTime } from "./common";
import { parameterSchemaProblems } from "./json-schema-check";

export const functionMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The header that carries the conversation a call is made for. */
export const conversationIdHeader = "X-Conversation-Id";

/** Headers every call sets itself, or that frame the request: a function's own headers may not set them. */
export const reservedFunctionHeaders: ReadonlySet<string> = new Set([...reservedRequestHeaders, conversationIdHeader.toLowerCase()]);

/** The parameters a function takes when none are given: no arguments. */
export const noParameters = { type: "object", properties: {} } as const;

export const functionName = z
  .string()
  .regex(/^[a-zA-Z0-9_-]{1,64}$/, "1 to 64 letters, digits, underscores or hyphens")
  .meta({ description: "The tool name the model calls it by: 1 to 64 letters, digits, `_` or `-`. Unique per agent, and per library." });

export const functionParameters = z
  .record(z.string(), z.unknown())
  .superRefine((schema, ctx) => {
    for (const problem of parameterSchemaProblems(schema)) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
  })
  .meta({
    description:
      'A JSON Schema of the arguments: `type: "object"` at the root, each property a schema with a known `type` (or enum, const, anyOf, oneOf, allOf, $ref), and `required` naming declared properties only.',
  });

const headerName = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "1 to 64 letters, digits or hyphens");

export const functionEndpoint = z
  .object({
    url: httpUrl().meta({ description: "HTTPS on a public address, as for webhooks (hosts the operator allows may use http or private addresses)." }),
    method: z.enum(functionMethods),
    headers: z
      .record(headerName, z.string().max(1_024))
      .superRefine((headers, ctx) => {
        for (const name of Object.keys(headers)) {
          if (reservedFunctionHeaders.has(name.toLowerCase()))
            ctx.addIssue({ code: "custom", path: [name], message: "set by every call; cannot be overridden" });
        }
      })
      .optional()
      .meta({ description: "Sent with every call, e.g. an Authorization header of the endpoint." }),
  })
  .meta({
    id: "FunctionEndpoint",
    description: `Where a call goes. POST, PUT and PATCH send the arguments as a JSON body; GET and DELETE as the query string. Calls carry ${conversationIdHeader} when made in a conversation, and time out after 10 s.`,
  });

export const createFunctionBody = z
  .object({
    name: functionName,
    description: z.string().max(4_000).optional().meta({ description: "What the function does, for the model. Empty when absent." }),
    parameters: functionParameters.optional().meta({ description: "JSON Schema of the arguments; no arguments when absent." }),
    endpoint: functionEndpoint,
    enabled: z.boolean().optional().meta({ description: "Whether the agent offers it to the model; true when absent." }),
  })
  .meta({ id: "CreateFunctionBody" });

export const replaceFunctionBody = createFunctionBody.meta({
  id: "ReplaceFunctionBody",
  description: "The whole function, as at creation: a field left out takes its default again.",
});

export const updateFunctionBody = createFunctionBody.partial().meta({
  id: "UpdateFunctionBody",
  description: "The fields to change; the others keep their values. `endpoint` is replaced as a whole.",
});

export const functionResponse = z
  .looseObject({
    id: z.string(),
    organizationId: z.string(),
    agentId: z.string().nullable().meta({ description: "The agent it belongs to; null for a function of the organization's library." }),
    name: z.string(),
    description: z.string(),
    parameters: z.record(z.string(), z.unknown()),
    endpoint: z.looseObject({
      url: z.string(),
      method: z.enum(functionMethods),
      headers: z.record(z.string(), z.string()).nullish(),
    }),
    enabled: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: "FunctionResponse" });

export const functionsResponse = z.array(functionResponse).meta({ id: "FunctionsResponse" });

export const agentFunctionParams = z.object({ id: z.string().min(1), functionId: z.string().min(1) });

export type CreateFunctionBody = z.infer<typeof createFunctionBody>;
export type UpdateFunctionBody = z.infer<typeof updateFunctionBody>;
