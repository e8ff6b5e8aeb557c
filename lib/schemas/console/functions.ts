import { z } from "zod";

import { functionMethods } from "@/lib/schemas/agent-api/functions";

import { maskHeaders } from "./function-headers";

/**
 * A function of the organization's library as the browser sees it. Header values are masked (they often
 * carry a third-party token); an edit that sends a masked value back keeps the stored one.
 */
export const functionView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  endpoint: z.object({
    url: z.string(),
    method: z.enum(functionMethods),
    headers: z
      .record(z.string(), z.string())
      .nullish()
      .transform((headers) => maskHeaders(headers ?? {})),
  }),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FunctionView = z.output<typeof functionView>;
export const functionList = z.array(functionView);
