import type { AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

import { subscriptionFiltersToSearchParams } from "./subscription-filters";

/** The console API routes behind the admin pages. */
export const adminApiPaths = {
  subscriptions: (query: AdminSubscriptionsQuery) => `/api/console/admin/subscriptions?${subscriptionFiltersToSearchParams(query, { withRegion: true })}`,
  organizations: () => "/api/console/admin/organizations",
};
