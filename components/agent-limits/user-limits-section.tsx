"use client";

import { SearchX, UserSearch } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";

import { contactKindLabels } from "@/components/agent-users/conversation-user-labels";
import { ConversationUserSearchForm } from "@/components/agent-users/conversation-user-search-form";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { QueryStates } from "@/components/ui/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { userLimitsParam } from "@/lib/console/agents/user-limits-href";
import { useConversationUserQuery } from "@/lib/queries/agent-users/use-conversation-user-query";
import { useConversationUserSearchQuery } from "@/lib/queries/agent-users/use-conversation-user-search-query";
import { isNotFoundError } from "@/lib/queries/is-not-found";
import type { ConversationUserSearch } from "@/lib/schemas/console/agent-users";

import { UserLimits } from "./user-limits";

function Loading({ label }: { label: string }) {
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

type Props = { organizationId: string; agentId: string };

/** Limits of one conversation user: find them by contact (or arrive with `?user=`), then see and set their limits. */
export function UserLimitsSection({ organizationId, agentId }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const linkedUserId = useSearchParams().get(userLimitsParam) ?? undefined;
  const [search, setSearch] = useState<ConversationUserSearch>();
  const found = useConversationUserSearchQuery(organizationId, agentId, search);
  const linked = useConversationUserQuery(organizationId, agentId, search ? undefined : linkedUserId);

  function handleSearch(next: ConversationUserSearch) {
    setSearch(next);
    if (linkedUserId) router.replace(pathname, { scroll: false });
  }

  let body: React.ReactNode;
  if (search) {
    body = (
      <QueryStates
        query={found}
        loading={<Loading label="Looking for the user…" />}
        errorTitle="The search failed"
        isEmpty={(result) => !result.user}
        empty={
          <EmptyState
            icon={SearchX}
            title={`No user of this agent has that ${contactKindLabels[search.by].toLowerCase()}`}
            description="Check it for typos, or find the user in the list on the Users tab."
          />
        }
      >
        {(result) =>
          result.user && <UserLimits organizationId={organizationId} agentId={agentId} user={result.user} conversations={result.conversationIds.length} />
        }
      </QueryStates>
    );
  } else if (linkedUserId) {
    if (linked.isPending) body = <Loading label="Loading the user…" />;
    else if (linked.isError)
      body = isNotFoundError(linked.error) ? (
        <EmptyState icon={SearchX} title="This user no longer exists" description="They may have been deleted. Find another user above." />
      ) : (
        <QueryErrorState title="The user could not be loaded" error={linked.error} onRetry={() => linked.refetch()} />
      );
    else body = <UserLimits organizationId={organizationId} agentId={agentId} user={linked.data} />;
  } else {
    body = (
      <EmptyState
        icon={UserSearch}
        title="Find a conversation user to see their limits"
        description="Search by email, phone number or external id. Without limits of their own, a user has the organization's defaults."
      />
    );
  }

  return (
    <PanelSection title="Limits of a conversation user" description="Each person who talks to the agent can have monthly limits of their own." id="user-limits">
      <ConversationUserSearchForm onSearch={handleSearch} isSearching={Boolean(search) && found.isFetching} />
      <div aria-live="polite">{body}</div>
    </PanelSection>
  );
}
