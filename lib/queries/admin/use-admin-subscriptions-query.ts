"use client";

import { useQuery } from "@tanstack/react-query";

import { adminSubscriptionList, type AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

import { consoleFetch } from "../console-fetch";
import { adminKeys } from "./keys";
import { adminApiPaths } from "./paths";

/** A region's subscriptions, filtered by visibility and status. */
export function useAdminSubscriptionsQuery(query: AdminSubscriptionsQuery) {
  return useQuery({
    queryKey: adminKeys.subscriptions(query),
    queryFn: async () => adminSubscriptionList.parse(await consoleFetch<unknown>(adminApiPaths.subscriptions(query))),
  });
}
