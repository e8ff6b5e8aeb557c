"use client";

import { KeyRound } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useOrganizationsQuery } from "@/lib/queries/console-settings/use-organizations-query";
import { useVaultKeysQuery } from "@/lib/queries/console-settings/use-vault-keys-query";

import { KeysTable } from "./keys-table";

/** The keys the console holds, in their loading, error, empty and listed states. */
export function KeysPanel() {
  const keys = useVaultKeysQuery();
  const organizations = useOrganizationsQuery();
  if (keys.isPending) return <TableSkeleton label="Loading keys" />;
  if (keys.isError) return <QueryErrorState title="The keys could not be loaded" error={keys.error} onRetry={() => keys.refetch()} />;
  if (keys.data.length === 0) {
    return (
      <EmptyState
        icon={KeyRound}
        title="No keys connected yet"
        description="Connect your organization's key with “Connect a key”: the console checks it with the AI Agent API, stores it encrypted and shows only its fingerprint."
      />
    );
  }
  return <KeysTable keys={keys.data} organizations={organizations.data ?? []} />;
}
