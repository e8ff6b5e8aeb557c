import type { ConsoleRole } from "@/lib/console/users/roles";
import type { AgentUsage, CustomerDetails, UsageConversationsPage } from "@/lib/schemas/console/usage";

/** Who sees who the customers are in usage: everyone but viewers, and the viewers an admin allowed to. */
export function customerDetailsFor(user: { role: ConsoleRole; mayViewCustomerDetails: boolean }): CustomerDetails {
  return user.role !== "viewer" || user.mayViewCustomerDetails ? "shown" : "hidden";
}

/**
 * The conversations behind a point of a chart, as the caller may see them: without customer details, how many
 * there were in the period and no conversation (no names, emails, titles or ids).
 */
export function conversationsAsSeen(page: Omit<UsageConversationsPage, "customerDetails">, details: CustomerDetails): UsageConversationsPage {
  if (details === "shown") return { ...page, customerDetails: details };
  return { ...page, page: 1, totalPages: page.totalItems > 0 ? 1 : 0, conversations: [], customerDetails: details };
}

/** An agent's usage as the caller may see it: without customer details, its figures without the list of its users. */
export function agentUsageAsSeen(usage: Omit<AgentUsage, "customerDetails">, details: CustomerDetails): AgentUsage {
  return details === "shown" ? { ...usage, customerDetails: details } : { ...usage, users: null, customerDetails: details };
}
