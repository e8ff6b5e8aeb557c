import { z } from "zod";

import { regions } from "@/lib/regions";

/** Whether each region's AI Agent API is answering the console, and when it will be tried again if not. */
export const upstreamHealth = z.object({
  regions: z.array(z.object({ region: z.enum(regions), isAvailable: z.boolean(), retryInSeconds: z.number().nullable() })),
});
export type UpstreamHealth = z.infer<typeof upstreamHealth>;
