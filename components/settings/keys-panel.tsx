"use client";

import { useOrganizationsQuery } from "@/lib/queries/console-settings/use-organizations-query";
import { useVaultKeysQuery } from "@/lib/queries/console-settings/use-vault-keys-query";

import { KeysTable } from "./keys-table";

const noOrganizations: never[] = [];

/** The keys the console holds, named by the organizations they belong to. */
export function KeysPanel() {
  const keys = useVaultKeysQuery();
  const organizations = useOrganizationsQuery();
  return <KeysTable keys={keys} organizations={organizations.data ?? noOrganizations} />;
}
