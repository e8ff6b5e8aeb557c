"use client";

import { Gauge } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { userLimitsHref } from "@/lib/console/agents/user-limits-href";
import { useConversationUserQuery } from "@/lib/queries/agent-users/use-conversation-user-query";
import { isNotFoundError } from "@/lib/queries/is-not-found";

import { conversationCount, sourceLabel } from "./conversation-user-labels";

const none = <span className="text-muted-foreground">Not given</span>;

type Props = { organizationId: string; agentId: string; userId: string; conversations?: number };

/** One conversation user as the API has them now, read when the details open. */
export function ConversationUserDetails({ organizationId, agentId, userId, conversations }: Props) {
  const user = useConversationUserQuery(organizationId, agentId, userId);
  if (user.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the user…
        </span>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  }
  if (user.isError) {
    return isNotFoundError(user.error) ? (
      <p role="alert">This user no longer exists; they may have been deleted.</p>
    ) : (
      <QueryErrorState title="The user could not be loaded" error={user.error} onRetry={() => user.refetch()} />
    );
  }
  const rows: [string, React.ReactNode][] = [
    ["Email", user.data.email ?? none],
    ["Phone number", user.data.phoneNumber ?? none],
    ["External id", user.data.fkId ?? none],
    ["External user id", user.data.fkUserId ?? none],
    ["Source", user.data.source ? sourceLabel(user.data.source) : none],
    ["Anonymized", user.data.isAnonymized ? "Yes: their personal details were removed" : "No"],
    ...(conversations === undefined ? [] : ([["Conversations", conversationCount(conversations)]] as [string, React.ReactNode][])),
    ["What the agent knows about them", user.data.context ? <span className="whitespace-pre-wrap">{user.data.context}</span> : none],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="outline" size="sm">
        <Link href={userLimitsHref(agentId, user.data.id)}>
          <Gauge aria-hidden="true" />
          Limits and usage
        </Link>
      </Button>
    </div>
  );
}
