import { z } from "zod";

import { functionMethods } from "@/lib/schemas/agent-api/functions";

/**
 * A function of the organization's library as the browser sees it. Header values are included: the
 * organization admin who set them edits them here.
 */
export const functionView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  endpoint: z.object({
    url: z.string(),
    method: z.enum(functionMethods),
    headers: z.record(z.string(), z.string()).nullish().transform((headers) => headers ?? {}),
  }),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FunctionView = z.output<typeof functionView>;
export const functionList = z.array(functionView);
