import type { z } from "zod";

import { formIssueMessage } from "@/components/ui/form-issue-message";

/** The onboarding form's messages: the console's usual ones, and a plain one for an email that is not one. */
export const onboardingIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "invalid_format" && issue.format === "email") return "Enter a valid email address.";
  if (issue.code === "invalid_format" && issue.format === "date") return "Enter a date.";
  return formIssueMessage(issue);
};
