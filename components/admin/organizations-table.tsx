"use client";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import { daysLeft, describeDaysLeft } from "@/lib/console/admin/subscription-end";
import type { AdminOrganizationRow } from "@/lib/schemas/console/admin";

import { keyStatusLabels, originLabels } from "./admin-labels";
import { OrganizationStatusBadge } from "./organization-status-badge";

function QuotaUse({ used, of, noun }: { used: number | null; of: number | undefined; noun: string }) {
  if (used === null) return <span className="text-muted-foreground">{noun}: unknown</span>;
  return (
    <span className={of !== undefined && used > of ? "text-destructive" : undefined}>
      {noun}: {used}
      {of !== undefined ? ` of ${of}` : ""}
    </span>
  );
}

function SubscriptionCell({ organization, now }: { organization: AdminOrganizationRow; now: Date }) {
  if (!organization.subscription) return <span className="text-muted-foreground">Not reported by the API</span>;
  const days = daysLeft(organization.subscriptionEndsAt, now);
  return (
    <div className="flex flex-col gap-1 whitespace-normal">
      <span className="flex flex-wrap items-center gap-2">
        {organization.subscription.title}
        {organization.subscription.isTrial ? <Badge variant="secondary">Trial</Badge> : null}
      </span>
      <span className={days !== null && days <= 7 ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>{describeDaysLeft(days)}</span>
    </div>
  );
}

/** The tenant table: each organization the console knows, with what the console and the API can tell of it. */
export function OrganizationsTable({ organizations, now }: { organizations: AdminOrganizationRow[]; now: Date }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Organization</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Subscription</TableHead>
          <TableHead>Quota use</TableHead>
          <TableHead>Created</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {organizations.map((organization) => (
          <TableRow key={organization.id}>
            <TableCell>
              <div className="flex flex-col gap-1 whitespace-normal">
                <span className="font-medium">{organization.name}</span>
                <span className="text-xs text-muted-foreground">
                  {organization.region.toUpperCase()} · {keyStatusLabels[organization.keyStatus]}
                </span>
              </div>
            </TableCell>
            <TableCell>
              <OrganizationStatusBadge status={organization.status} />
            </TableCell>
            <TableCell>
              <SubscriptionCell organization={organization} now={now} />
            </TableCell>
            <TableCell>
              <div className="flex flex-col gap-1 text-sm whitespace-normal">
                <QuotaUse used={organization.usage.agents} of={organization.subscription?.agentsAmount} noun="Agents" />
                <QuotaUse used={organization.usage.users} of={organization.subscription?.usersWithAccessAmount} noun="Users" />
              </div>
            </TableCell>
            <TableCell>
              <div className="flex flex-col gap-1 whitespace-normal">
                <Timestamp value={organization.createdAt} empty="Unknown" />
                <span className="text-xs text-muted-foreground">
                  {organization.createdBy ? `${originLabels[organization.origin]} by ${organization.createdBy}` : originLabels[organization.origin]}
                </span>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
