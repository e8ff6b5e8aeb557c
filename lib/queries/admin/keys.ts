import type { AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

/** Query keys of the admin pages. */
export const adminKeys = {
  all: () => ["admin"] as const,
  subscriptionLists: () => [...adminKeys.all(), "subscriptions"] as const,
  subscriptions: (query: AdminSubscriptionsQuery) => [...adminKeys.subscriptionLists(), query] as const,
  organizations: () => [...adminKeys.all(), "organizations"] as const,
};
