"use client";

import { Users } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";

import { formatNumber } from "@/components/charts/chart-theme";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { userLimitsHref } from "@/lib/console/agents/user-limits-href";
import { exportFileName, usersCsv } from "@/lib/console/usage/prepare-csv";
import type { RangeSelection } from "@/lib/console/usage/prepare-range";
import type { CustomerDetails, UsageRange, UsageUser } from "@/lib/schemas/console/usage";

import { ExportCsvButton } from "./export-csv-button";
import { hiddenDetails } from "./hidden-details";
import { usageConversationsHref } from "./usage-hrefs";

const column = dataTableColumns<UsageUser>();
const pageSizes = [10, 25, 50, 100];

const countColumn = (id: "conversations" | "messages" | "tokens", header: string) =>
  column.accessor(id, { header, enableGlobalFilter: false, meta: { align: "right" }, cell: ({ getValue }) => formatNumber(getValue()) });

const userColumns = (agentId: string, range: UsageRange, selection: RangeSelection, canManageAgents: boolean) => [
  column.accessor("name", {
    header: "User",
    meta: { cannotHide: true, isRowHeader: true },
    cell: ({ row }) => {
      const user = row.original;
      return (
        <>
          <Link
            href={usageConversationsHref(agentId, { from: range.start, to: range.end, userId: user.conversationUserId }, selection)}
            className="font-medium underline-offset-4 hover:underline"
          >
            {user.name}
          </Link>
          {user.email ? <span className="block text-xs text-muted-foreground">{user.email}</span> : null}
        </>
      );
    },
  }),
  countColumn("conversations", "Conversations"),
  countColumn("messages", "Messages"),
  countColumn("tokens", "Tokens"),
  ...(canManageAgents
    ? [
        column.display({
          id: "limits",
          header: "Limits",
          meta: { cannotHide: true },
          cell: ({ row }) => (
            <Link href={userLimitsHref(agentId, row.original.conversationUserId)} className="underline underline-offset-4">
              Limits<span className="sr-only"> of {row.original.name}</span>
            </Link>
          ),
        }),
      ]
    : []),
];

type Props = {
  agentId: string;
  agentName: string;
  users: readonly UsageUser[] | null;
  /** Hidden: the caller sees figures only, not who the customers are. */
  customerDetails: CustomerDetails;
  range: UsageRange;
  selection: RangeSelection;
  canManageAgents: boolean;
};

/** The users who used the agent most in the period, with their conversations and, for admins, their limits. */
export function TopUsersTable({ agentId, agentName, users, customerDetails, range, selection, canManageAgents }: Props) {
  const columns = useMemo(() => userColumns(agentId, range, selection, canManageAgents), [agentId, range, selection, canManageAgents]);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Top users</h2>
        </CardTitle>
        <CardDescription>
          {users
            ? "The users who wrote in this period, most tokens first."
            : customerDetails === "hidden"
              ? hiddenDetails
              : "The AI Agent API does not report usage per user for this agent."}
        </CardDescription>
        {users && users.length > 0 ? (
          <CardAction>
            <ExportCsvButton
              label="Export users CSV"
              fileName={exportFileName(["users", agentName, range.from, "to", range.to])}
              build={() => usersCsv(users, agentName)}
            />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {!users ? null : users.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No users wrote in this period"
            description="Users appear here once they write to the agent."
            titleAs="h3"
            className="py-8"
          />
        ) : (
          <DataTable
            id="users"
            label="users"
            columns={columns}
            data={users}
            getRowId={(user) => user.conversationUserId}
            searchLabel="Filter users"
            pageSizes={pageSizes}
          />
        )}
      </CardContent>
    </Card>
  );
}
