"use client";

import type { Control } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatPriceCents } from "@/lib/console/admin/money";
import type { AdminSubscription, OnboardOrganizationBody, OnboardOrganizationInput } from "@/lib/schemas/console/admin";

type Props = {
  control: Control<OnboardOrganizationInput, unknown, OnboardOrganizationBody>;
  subscriptions: AdminSubscription[] | undefined;
  isLoading: boolean;
  loadError: string | undefined;
  onChosen: (subscription: AdminSubscription | undefined) => void;
};

const optionLabel = (subscription: AdminSubscription) =>
  `${subscription.title}${subscription.isTrial ? " (trial)" : ""} — ${formatPriceCents(subscription.price)}${subscription.status === "inactive" ? ", inactive" : ""}`;

/** The subscription the organization starts on, from the region's list. */
export function SubscriptionField({ control, subscriptions, isLoading, loadError, onChosen }: Props) {
  return (
    <FormField
      control={control}
      name="subscriptionId"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Subscription</FormLabel>
          <Select
            value={field.value || undefined}
            onValueChange={(value) => {
              field.onChange(value);
              onChosen(subscriptions?.find((subscription) => subscription.id === value));
            }}
            disabled={isLoading || Boolean(loadError)}
            name={field.name}
          >
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={isLoading ? "Loading the region's subscriptions…" : "Choose a subscription"} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {(subscriptions ?? []).map((subscription) => (
                <SelectItem key={subscription.id} value={subscription.id}>
                  {optionLabel(subscription)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {loadError ? (
            <p role="alert" className="text-sm text-destructive">
              The subscriptions could not be loaded: {loadError}
            </p>
          ) : (
            <FormDescription>A trial has no end date; any other plan may end on a day you choose.</FormDescription>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
