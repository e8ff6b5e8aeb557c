"use client";

import { ArrowLeft, MessagesSquare } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

import { formatNumber } from "@/components/charts/chart-theme";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { Timestamp } from "@/components/ui/timestamp";
import { inboxConversationHref } from "@/lib/queries/inbox/paths";
import { useUsageConversationsQuery } from "@/lib/queries/usage/use-usage-conversations-query";
import type { UsageConversation } from "@/lib/schemas/console/usage";
import { channelLabels, modeLabels } from "@/lib/stats/prepare-outcomes";

import { periodParams, usageAgentHref } from "./usage-hrefs";
import { useUsageRange } from "./use-usage-range";

type Props = { organizationId: string; agentId: string; canOpenInbox: boolean };

const period = (from: string, to: string) => {
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
        {conversation.isHandedOff === null ? dash : conversation.isHandedOff ? <Badge variant="warning">Needed a person</Badge> : <Badge variant="secondary">Agent alone</Badge>}
      </TableCell>
    </TableRow>
  );
}

/** The conversations behind a point of a usage chart: those the agent started in the point's period. */
export function UsageConversationsView({ organizationId, agentId, canOpenInbox }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { selection } = useUsageRange();
  const start = params.get(periodParams.start) ?? "";
  const end = params.get(periodParams.end) ?? "";
  const userId = params.get("userId");
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const search = new URLSearchParams({ from: start, to: end, page: String(page), ...(userId ? { userId } : {}) }).toString();
  const query = useUsageConversationsQuery(organizationId, agentId, search);
  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set("page", String(next));
    router.replace(`${pathname}?${nextParams}`, { scroll: false });
  };
  const isPeriodValid = !Number.isNaN(Date.parse(start)) && !Number.isNaN(Date.parse(end));

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
        description={query.data ? `Started ${period(query.data.from, query.data.to)}${userId ? ", by one user" : ""}.` : undefined}
      />
      {!isPeriodValid ? (
        <EmptyState icon={MessagesSquare} title="No period chosen" description="Open this list from a bar of a usage chart, or from a period in the table under it." />
      ) : query.isPending ? (
        <TableSkeleton label="Loading conversations…" rows={5} />
      ) : query.isError ? (
        <QueryErrorState title="The conversations could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.totalItems === 0 ? (
        <EmptyState icon={MessagesSquare} title="No conversations started in this period" description="Choose another bar of the chart, or a longer range." />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.data.totalItems === 1 ? "1 conversation" : `${formatNumber(query.data.totalItems)} conversations`}
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
                  <TableHead scope="col" className="text-right">Messages</TableHead>
                  <TableHead scope="col" className="text-right">Tokens</TableHead>
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
