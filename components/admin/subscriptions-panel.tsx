"use client";

import { CreditCard } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { useAdminSubscriptionsQuery } from "@/lib/queries/admin/use-admin-subscriptions-query";
import { countOf } from "@/lib/utils/plural";

import { SubscriptionFiltersBar } from "./subscription-filters-bar";
import { SubscriptionsTable } from "./subscriptions-table";
import { useSubscriptionUrlFilters } from "./use-subscription-url-filters";

/**
 * The region's subscriptions under the API's visibility and status filters (the API neither pages nor sorts
 * them: the table sorts and pages the region's list itself).
 */
export function SubscriptionsPanel() {
  const { filters, setFilters } = useSubscriptionUrlFilters();
  const subscriptions = useAdminSubscriptionsQuery(filters);
  const isFiltered = Boolean(filters.visibility || filters.status);
  return (
    <div className="space-y-4">
      <SubscriptionFiltersBar filters={filters} onChange={setFilters} />
      {/* The count's line is there from the start, so the table does not move down when the count arrives. */}
      <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
        {subscriptions.isSuccess && subscriptions.data.length > 0
          ? `${countOf(subscriptions.data.length, "subscription")} in the ${filters.region.toUpperCase()} region.`
          : null}
      </p>
      <SubscriptionsTable
        subscriptions={subscriptions}
        empty={
          <EmptyState
            icon={CreditCard}
            title={isFiltered ? "No subscription matches these filters" : "This region has no subscriptions"}
            description={
              isFiltered
                ? "Choose any visibility and any status to see every plan of the region."
                : "Subscriptions are set up in the AI Agent API. Check the other region, or ask for a plan to be created."
            }
          />
        }
      />
    </div>
  );
}
