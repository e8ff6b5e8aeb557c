import type { z } from "zod";

import { countOf } from "@/lib/utils/plural";

const count = (value: number | bigint, one: string) => countOf(Number(value), one);

/**
 * The messages the agent forms show for the shared schemas' checks, in plain words; checks that carry
 * their own message keep it. Passed to `zodResolver` as the parse's error map.
 */
export const formIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "Required.";
      return issue.expected === "number" ? "Enter a number." : undefined;
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "Required." : `At least ${count(issue.minimum, "character")}.`;
      if (issue.origin === "array") return `Add at least ${count(issue.minimum, "item")}.`;
      if (issue.origin === "number" || issue.origin === "int") return `${issue.inclusive ? "At least" : "More than"} ${issue.minimum}.`;
      return undefined;
    case "too_big":
      if (issue.origin === "string") return `At most ${count(issue.maximum, "character")}.`;
      if (issue.origin === "array") return `At most ${count(issue.maximum, "item")}.`;
      if (issue.origin === "number" || issue.origin === "int") return `${issue.inclusive ? "At most" : "Less than"} ${issue.maximum}.`;
      return undefined;
    case "invalid_format":
      if (issue.format === "url") return "Enter a full URL, such as https://example.com/avatar.png.";
      if (issue.format === "uuid") return "Choose one of the options.";
      return undefined;
    case "invalid_value":
      return "Choose one of the options.";
    default:
      return undefined;
  }
};
