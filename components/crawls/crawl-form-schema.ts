import { z } from "zod";

import { createScrapingConfigBody, scrapingDefaults, scrapingLimits, type CreateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";
import type { CrawlView } from "@/lib/schemas/console/crawls";

const body = createScrapingConfigBody.shape;
const pathPattern = body.includePaths.unwrap().element;
const hostName = body.allowedHosts.unwrap().element;

/** The non-empty lines of a text box, trimmed. */
export const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A list typed one entry a line, each line checked by the body schema's own rule for one entry. */
const lineList = (entry: z.ZodType, what: string) =>
  z.string().superRefine((text, ctx) => {
    const lines = linesOf(text);
    if (lines.length > scrapingLimits.patternsPerList) {
      ctx.addIssue({ code: "custom", message: `At most ${scrapingLimits.patternsPerList} ${what}.` });
      return;
    }
    for (const [index, line] of lines.entries()) {
      const checked = entry.safeParse(line);
      if (!checked.success) {
        ctx.addIssue({ code: "custom", message: `Line ${index + 1} (${line}): ${checked.error.issues[0]?.message ?? "not valid"}.` });
        return;
      }
    }
  });

const whole = (label: string, limits: { min: number; max: number }) =>
  z
    .number({ error: `Enter ${label}, ${limits.min} to ${limits.max.toLocaleString("en")}.` })
    .int("A whole number.")
    .min(limits.min, `At least ${limits.min}.`)
    .max(limits.max, `At most ${limits.max.toLocaleString("en")}.`);

/**
 * The crawl form: lists typed one entry a line, each line checked where it was typed, then turned into
 * the body and checked whole by `createScrapingConfigBody` itself.
 */
export const crawlFormSchema = z
  .object({
    url: z.string().trim().min(1, "Enter the address the crawl starts from.").pipe(body.url),
    pageLimit: whole("a page limit", scrapingLimits.pageLimit),
    maxDepth: whole("a depth", scrapingLimits.maxDepth),
    frequency: body.frequency.unwrap(),
    autoUpload: z.boolean(),
    includePaths: lineList(pathPattern, "paths"),
    excludePaths: lineList(pathPattern, "paths"),
    allowedHosts: lineList(hostName, "hosts"),
  })
  .transform((values): CreateScrapingConfigBody => ({
    url: values.url,
    pageLimit: values.pageLimit,
    maxDepth: values.maxDepth,
    frequency: values.frequency,
    autoUpload: values.autoUpload,
    includePaths: linesOf(values.includePaths),
    excludePaths: linesOf(values.excludePaths),
    allowedHosts: linesOf(values.allowedHosts),
  }))
  .pipe(createScrapingConfigBody);

export type CrawlFormValues = z.input<typeof crawlFormSchema>;
export type CrawlFormField = keyof CrawlFormValues;
export const crawlFormFields: readonly CrawlFormField[] = [
  "url",
  "pageLimit",
  "maxDepth",
  "frequency",
  "autoUpload",
  "includePaths",
  "excludePaths",
  "allowedHosts",
];

/** The form of a new crawl, or of an existing one to edit. */
export function crawlFormDefaults(existing?: CrawlView): CrawlFormValues {
  const source = existing ?? { ...scrapingDefaults, url: "" };
  return {
    url: source.url,
    pageLimit: source.pageLimit,
    maxDepth: source.maxDepth,
    frequency: source.frequency,
    autoUpload: source.autoUpload,
    includePaths: source.includePaths.join("\n"),
    excludePaths: source.excludePaths.join("\n"),
    allowedHosts: source.allowedHosts.join("\n"),
  };
}
