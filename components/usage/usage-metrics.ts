import type { UsageTotals } from "@/lib/schemas/console/usage";

export type TotalKey = keyof UsageTotals;

/** The figures the summary cards show, in order, with what each counts. */
export const totalMetrics: readonly { key: TotalKey; label: string; description: string }[] = [
  { key: "conversations", label: "Conversations", description: "Conversations started" },
  { key: "messages", label: "Messages", description: "Messages from users, the agent and people" },
  { key: "tokens", label: "Tokens", description: "AI tokens read and written" },
  { key: "seconds", label: "Voice seconds", description: "Seconds of voice calls" },
  { key: "sms", label: "SMS", description: "Text messages sent" },
  { key: "emails", label: "Emails", description: "Emails sent" },
  { key: "activeUsers", label: "Active users", description: "Users who wrote" },
];
