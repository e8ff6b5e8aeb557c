import { z } from "zod";

/**
 * A URL the console shows as a link or an image, or that the service calls: http or https only, so that a
 * stored `javascript:` or `data:` URL can never run or load in a browser. At most 2,048 characters. `error`
 * is the refusal's message; without one, forms word it their own way.
 */
export const httpUrl = (error?: string) => z.url({ protocol: /^https?$/, ...(error ? { error } : {}) }).max(2_048);
