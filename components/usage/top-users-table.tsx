import { Users } from "lucide-react";
import Link from "next/link";

import { formatNumber } from "@/components/charts/chart-theme";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { userLimitsHref } from "@/lib/console/agents/user-limits-href";
import { exportFileName, usersCsv } from "@/lib/console/usage/prepare-csv";
import type { RangeSelection } from "@/lib/console/usage/prepare-range";
import type { CustomerDetails, UsageRange, UsageUser } from "@/lib/schemas/console/usage";

import { ExportCsvButton } from "./export-csv-button";
import { hiddenDetails } from "./hidden-details";
import { usageConversationsHref } from "./usage-hrefs";

const shownUsers = 10;

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
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Top users</h2>
        </CardTitle>
        <CardDescription>
          {users
            ? `The users who wrote in this period, most tokens first${users.length > shownUsers ? ` (the first ${shownUsers} of ${users.length}; the export has them all)` : ""}.`
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
          <div className="overflow-x-auto rounded-md border">
            <Table>
              <caption className="sr-only">Top users of {agentName} in the period</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">User</TableHead>
                  <TableHead scope="col" className="text-right">
                    Conversations
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Messages
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Tokens
                  </TableHead>
                  {canManageAgents ? <TableHead scope="col">Limits</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.slice(0, shownUsers).map((user) => (
                  <TableRow key={user.conversationUserId}>
                    <TableHead scope="row" className="font-normal">
                      <Link
                        href={usageConversationsHref(agentId, { from: range.start, to: range.end, userId: user.conversationUserId }, selection)}
                        className="font-medium underline-offset-4 hover:underline"
                      >
                        {user.name}
                      </Link>
                      {user.email ? <span className="block text-xs text-muted-foreground">{user.email}</span> : null}
                    </TableHead>
                    <TableCell className="text-right tabular-nums">{formatNumber(user.conversations)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(user.messages)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(user.tokens)}</TableCell>
                    {canManageAgents ? (
                      <TableCell>
                        <Link href={userLimitsHref(agentId, user.conversationUserId)} className="underline underline-offset-4">
                          Limits<span className="sr-only"> of {user.name}</span>
                        </Link>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
