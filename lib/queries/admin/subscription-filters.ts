import { adminSubscriptionsQuery, type AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

type Readable = { get: (name: string) => string | null };

/** The subscriptions page's filters from its URL; a value that is not one of the options is ignored. */
export function subscriptionFiltersFromSearchParams(params: Readable): AdminSubscriptionsQuery {
  const read = (name: "region" | "visibility" | "status") => {
    const value = params.get(name) || undefined;
    return adminSubscriptionsQuery.shape[name].safeParse(value).success ? value : undefined;
  };
  return adminSubscriptionsQuery.parse({ region: read("region"), visibility: read("visibility"), status: read("status") });
}

/** The filters as URL parameters: only those set, and the region only when asked or when it is not the default. */
export function subscriptionFiltersToSearchParams(query: Partial<AdminSubscriptionsQuery>, options: { withRegion?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.region && (options.withRegion || query.region !== "us")) params.set("region", query.region);
  if (query.visibility) params.set("visibility", query.visibility);
  if (query.status) params.set("status", query.status);
  return params;
}
