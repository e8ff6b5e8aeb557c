import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatPriceCents, formatQuota } from "@/lib/console/admin/money";
import type { AdminSubscription } from "@/lib/schemas/console/admin";

const quotas = [
  { key: "agentsAmount", label: "Agents" },
  { key: "tokensAmountPerMonth", label: "Tokens / month" },
  { key: "secondsAmountPerMonth", label: "Voice seconds / month" },
  { key: "smsAmountPerMonth", label: "SMS / month" },
  { key: "emailsAmountPerMonth", label: "Emails / month" },
  { key: "usersWithAccessAmount", label: "Users with access" },
] as const;

function PlanCell({ subscription }: { subscription: AdminSubscription }) {
  return (
    <div className="flex flex-col gap-1 whitespace-normal">
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {subscription.title}
        {subscription.isTrial ? <Badge variant="secondary">Trial</Badge> : null}
      </span>
      {subscription.description ? <span className="text-xs text-muted-foreground">{subscription.description}</span> : null}
      <span className="text-xs text-muted-foreground">
        {subscription.visibility === "public" ? "Public" : "Private"} · {subscription.status === "active" ? "Active" : "Inactive"}
      </span>
    </div>
  );
}

/** Each plan with its price, its quotas and how many organizations are on it. */
export function SubscriptionsTable({ subscriptions }: { subscriptions: AdminSubscription[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Subscription</TableHead>
          <TableHead className="text-right">Price</TableHead>
          {quotas.map((quota) => (
            <TableHead key={quota.key} className="text-right">
              {quota.label}
            </TableHead>
          ))}
          <TableHead className="text-right">Organizations</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {subscriptions.map((subscription) => (
          <TableRow key={subscription.id}>
            <TableCell>
              <PlanCell subscription={subscription} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatPriceCents(subscription.price)}</TableCell>
            {quotas.map((quota) => (
              <TableCell key={quota.key} className="text-right tabular-nums">
                {formatQuota(subscription[quota.key])}
              </TableCell>
            ))}
            <TableCell className="text-right tabular-nums">{formatQuota(subscription.organizationsCount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
