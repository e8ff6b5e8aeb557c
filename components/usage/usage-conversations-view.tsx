"use client";

import { ArrowLeft, MessagesSquare } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo } from "react";

import { formatNumber } from "@/components/charts/chart-theme";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { useDataTableView } from "@/components/ui/data-table/use-data-table-view";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Timestamp } from "@/components/ui/timestamp";
import { channelLabels, modeLabels } from "@/lib/console/usage/prepare-outcomes";
import { rangeSearchParams } from "@/lib/console/usage/prepare-range";
import { inboxConversationHref } from "@/lib/queries/inbox/inbox-hrefs";
import { useUsageConversationsQuery } from "@/lib/queries/usage/use-usage-conversations-query";
import { usageConversationsPageSize, type UsageConversation } from "@/lib/schemas/console/usage";
import { countOf } from "@/lib/utils/plural";

import { conversationsPeriod } from "./conversations-period";
import { hiddenDetails } from "./hidden-details";
import { periodParams, usageAgentHref } from "./usage-hrefs";
import { useUsageRange } from "./use-usage-range";

type Props = { organizationId: string; agentId: string; canOpenInbox: boolean };

const formatPeriod = (from: string, to: string) => {
  const format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${format.format(new Date(from))} to ${format.format(new Date(to))}`;
};

const dash = <span className="text-muted-foreground">—</span>;
const count = (value: number | null) => (value === null ? dash : formatNumber(value));
const column = dataTableColumns<UsageConversation>();
const pageSizes = [usageConversationsPageSize];

/** The API pages the conversations but does not sort them: the columns do not sort, so no page is sorted alone. */
const conversationColumns = (canOpenInbox: boolean) => [
  column.display({
    id: "conversation",
    header: "Conversation",
    meta: { cannotHide: true, isRowHeader: true },
    cell: ({ row }) => {
      const conversation = row.original;
      const title = conversation.title || "Untitled conversation";
      return (
        <>
          {canOpenInbox ? (
            <Link href={inboxConversationHref(conversation.id)} className="font-medium underline-offset-4 hover:underline">
              {title}
            </Link>
          ) : (
            <span className="font-medium">{title}</span>
          )}
          <span className="block text-xs text-muted-foreground">
            {conversation.userName}
            {conversation.userEmail ? ` · ${conversation.userEmail}` : ""}
          </span>
        </>
      );
    },
  }),
  column.display({ id: "started", header: "Started", cell: ({ row }) => <Timestamp value={row.original.createdAt} empty="—" /> }),
  column.display({
    id: "channel",
    header: "Channel",
    cell: ({ row }) => (row.original.source ? (channelLabels[row.original.source] ?? row.original.source) : dash),
  }),
  column.display({ id: "mode", header: "Mode", cell: ({ row }) => (row.original.mode ? (modeLabels[row.original.mode] ?? row.original.mode) : dash) }),
  column.display({ id: "messages", header: "Messages", meta: { align: "right" }, cell: ({ row }) => count(row.original.messages) }),
  column.display({ id: "tokens", header: "Tokens", meta: { align: "right" }, cell: ({ row }) => count(row.original.tokens) }),
  column.display({
    id: "outcome",
    header: "Outcome",
    cell: ({ row }) =>
      row.original.isHandedOff === null ? (
        dash
      ) : row.original.isHandedOff ? (
        <Badge variant="warning">Needed a person</Badge>
      ) : (
        <Badge variant="secondary">Agent alone</Badge>
      ),
  }),
];

/** The conversations behind a point of a usage chart: those the agent started in the point's period. */
export function UsageConversationsView({ organizationId, agentId, canOpenInbox }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { selection, timeZone } = useUsageRange();
  // The viewer's time zone is known in the browser only: until then no period, and nothing is asked.
  const period =
    timeZone === null ? null : conversationsPeriod({ start: params.get(periodParams.start), end: params.get(periodParams.end) }, selection, timeZone);
  const userId = params.get("userId");
  const columns = useMemo(() => conversationColumns(canOpenInbox), [canOpenInbox]);
  const view = useDataTableView({ id: "conversations", columns, pageSizes });
  const page = view.view.pageIndex + 1;
  const search = period ? new URLSearchParams({ from: period.from, to: period.to, page: String(page), ...(userId ? { userId } : {}) }).toString() : null;
  const query = useUsageConversationsQuery(organizationId, agentId, search);

  // Opened without a period: the address comes to name the one shown, the whole range, so it can be shared
  // and kept. The address it writes names a period, so this runs once.
  const defaultFrom = period && !period.isChosen ? period.from : null;
  const defaultTo = period && !period.isChosen ? period.to : null;
  useEffect(() => {
    if (defaultFrom === null || defaultTo === null) return;
    const nextParams = new URLSearchParams({
      ...Object.fromEntries(params),
      ...rangeSearchParams(selection),
      [periodParams.start]: defaultFrom,
      [periodParams.end]: defaultTo,
    });
    router.replace(`${pathname}?${nextParams}`, { scroll: false });
  }, [defaultFrom, defaultTo, params, pathname, router, selection]);

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={usageAgentHref(agentId, selection)}>
          <ArrowLeft aria-hidden="true" />
          Back to the agent&apos;s usage
        </Link>
      </Button>
      <PageHeader
        title={query.data ? `Conversations of ${query.data.agent.name}` : "Conversations"}
        description={query.data ? `Started ${formatPeriod(query.data.from, query.data.to)}${userId ? ", by one user" : ""}.` : undefined}
      />
      {query.data?.customerDetails === "hidden" && query.data.totalItems > 0 ? (
        <EmptyState icon={MessagesSquare} title={`${countOf(query.data.totalItems, "conversation")} started in this period`} description={hiddenDetails} />
      ) : (
        <div className="space-y-3">
          {query.data && query.data.totalItems > 0 ? <p className="text-sm text-muted-foreground">{countOf(query.data.totalItems, "conversation")}</p> : null}
          <DataTable
            id="conversations"
            label="conversations"
            columns={columns}
            data={query.data?.conversations}
            getRowId={(conversation) => conversation.id}
            view={view}
            server={{ rowCount: query.data?.totalItems }}
            isPending={query.isPending}
            error={query.error}
            onRetry={() => query.refetch()}
            errorTitle="The conversations could not be loaded"
            empty={
              <EmptyState
                icon={MessagesSquare}
                title="No conversations started in this period"
                description="Choose another bar of the chart, or a longer range."
              />
            }
            canHideColumns={false}
          />
        </div>
      )}
    </div>
  );
}
