"use client";

import { Building2, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useAdminOrganizationsQuery } from "@/lib/queries/admin/use-admin-organizations-query";

import { OrganizationsTable } from "./organizations-table";

/** The tenant table, and what its figures can and cannot tell. */
export function OrganizationsPanel() {
  const organizations = useAdminOrganizationsQuery();
  const [now] = useState(() => new Date());
  return (
    <div className="space-y-2">
      <OrganizationsTable
        organizations={organizations}
        now={now}
        empty={
          <EmptyState
            icon={Building2}
            title="No organizations yet — onboard the first one"
            description="Create it with the super-admin key: its users are invited and its key goes straight into the vault."
            action={
              <Button asChild>
                <Link href="/admin/organizations/new">
                  <Plus aria-hidden="true" />
                  Create organization
                </Link>
              </Button>
            }
          />
        }
      />
      {organizations.isSuccess && organizations.data.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          The AI Agent API reports an organization&apos;s status and subscription only when it is created, so they are shown for organizations created here.
          Agents are those the console holds keys for.
        </p>
      ) : null}
    </div>
  );
}
