"use client";

import { ArrowLeft, MessagesSquare } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";

import { formatNumber } from "@/components/charts/chart-theme";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { Timestamp } from "@/components/ui/timestamp";
import { channelLabels, modeLabels } from "@/lib/console/usage/prepare-outcomes";
import { rangeSearchParams } from "@/lib/console/usage/prepare-range";
import { inboxConversationHref } from "@/lib/queries/inbox/inbox-hrefs";
import { useUsageConversationsQuery } from "@/lib/queries/usage/use-usage-conversations-query";
import type { UsageConversation } from "@/lib/schemas/console/usage";
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

function ConversationRow({ conversation, canOpenInbox }: { conversation: UsageConversation; canOpenInbox: boolean }) {
  const title = conversation.title || "Untitled conversation";
  return (
    <TableRow>
      <TableHead scope="row" className="font-normal">
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
      </TableHead>
      <TableCell>
        <Timestamp value={conversation.createdAt} empty="—" />
      </TableCell>
      <TableCell>{conversation.source ? (channelLabels[conversation.source] ?? conversation.source) : dash}</TableCell>
      <TableCell>{conversation.mode ? (modeLabels[conversation.mode] ?? conversation.mode) : dash}</TableCell>
      <TableCell className="text-right tabular-nums">{conversation.messages === null ? dash : formatNumber(conversation.messages)}</TableCell>
      <TableCell className="text-right tabular-nums">{conversation.tokens === null ? dash : formatNumber(conversation.tokens)}</TableCell>
      <TableCell>
        {conversation.isHandedOff === null ? (
          dash
        ) : conversation.isHandedOff ? (
          <Badge variant="warning">Needed a person</Badge>
        ) : (
          <Badge variant="secondary">Agent alone</Badge>
        )}
      </TableCell>
    </TableRow>
  );
}

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
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const search = period ? new URLSearchParams({ from: period.from, to: period.to, page: String(page), ...(userId ? { userId } : {}) }).toString() : null;
  const query = useUsageConversationsQuery(organizationId, agentId, search);
  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set("page", String(next));
    router.replace(`${pathname}?${nextParams}`, { scroll: false });
  };

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
      {query.isPending ? (
        <TableSkeleton label="Loading conversations…" rows={5} />
      ) : query.isError ? (
        <QueryErrorState title="The conversations could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.totalItems === 0 ? (
        <EmptyState icon={MessagesSquare} title="No conversations started in this period" description="Choose another bar of the chart, or a longer range." />
      ) : query.data.customerDetails === "hidden" ? (
        <EmptyState icon={MessagesSquare} title={`${countOf(query.data.totalItems, "conversation")} started in this period`} description={hiddenDetails} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countOf(query.data.totalItems, "conversation")}
            {query.data.totalPages > 1 ? `, page ${query.data.page} of ${query.data.totalPages}` : ""}
          </p>
          <div className="overflow-x-auto rounded-md border">
            <Table>
              <caption className="sr-only">Conversations started in the period</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Conversation</TableHead>
                  <TableHead scope="col">Started</TableHead>
                  <TableHead scope="col">Channel</TableHead>
                  <TableHead scope="col">Mode</TableHead>
                  <TableHead scope="col" className="text-right">
                    Messages
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Tokens
                  </TableHead>
                  <TableHead scope="col">Outcome</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {query.data.conversations.map((conversation) => (
                  <ConversationRow key={conversation.id} conversation={conversation} canOpenInbox={canOpenInbox} />
                ))}
              </TableBody>
            </Table>
          </div>
          {query.data.totalPages > 1 ? (
            <nav aria-label="Pages of conversations" className="flex gap-2">
              <Button variant="outline" size="sm" disabled={query.data.page <= 1} onClick={() => goToPage(query.data.page - 1)}>
                Previous page
              </Button>
              <Button variant="outline" size="sm" disabled={query.data.page >= query.data.totalPages} onClick={() => goToPage(query.data.page + 1)}>
                Next page
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </div>
  );
}
