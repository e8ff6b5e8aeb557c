"use client";

import type { ReactNode } from "react";

import { Spinner } from "@/components/ui/spinner";
import { useOrganizationsQuery, type OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";

type Props = {
  /** Shown instead of the children when there is no organization; without it, the children get an empty list. */
  emptyMessage?: string;
  children: (organizations: OrganizationOption[]) => ReactNode;
};

/** Renders a form that needs the user's organizations once they are loaded, and says so when they cannot be. */
export function OrganizationsGate({ emptyMessage, children }: Props) {
  const organizations = useOrganizationsQuery();
  if (organizations.isPending) return <Spinner label="Loading your organizations" />;
  if (organizations.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your organizations could not be loaded: {organizations.error.message}
      </p>
    );
  }
  if (emptyMessage && organizations.data.length === 0) return <p className="text-sm text-muted-foreground">{emptyMessage}</p>;
  return children(organizations.data);
}
