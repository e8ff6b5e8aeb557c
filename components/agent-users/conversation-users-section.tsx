"use client";

import { SearchX, Users } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useConversationUserSearchQuery } from "@/lib/queries/agent-users/use-conversation-user-search-query";
import { useConversationUsersQuery } from "@/lib/queries/agent-users/use-conversation-users-query";
import { useDeleteConversationUserMutation } from "@/lib/queries/agent-users/use-delete-conversation-user-mutation";
import type { ConversationUserSearch } from "@/lib/schemas/console/agent-users";

import { contactKindLabels } from "./conversation-user-labels";
import { ConversationUserSearchForm } from "./conversation-user-search-form";
import { ConversationUsersPager } from "./conversation-users-pager";
import { ConversationUsersTable } from "./conversation-users-table";
import { CreateConversationUserDialog } from "./create-conversation-user-dialog";

type Props = { organizationId: string; agentId: string };

/** The agent's conversation users: found by contact, or listed page by page; each to view or delete. */
export function ConversationUsersSection({ organizationId, agentId }: Props) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<ConversationUserSearch>();
  const [searchKey, setSearchKey] = useState(0);
  const users = useConversationUsersQuery(organizationId, agentId, page);
  const found = useConversationUserSearchQuery(organizationId, agentId, search);
  const remove = useDeleteConversationUserMutation(organizationId, agentId);
  const deletingUserId = remove.isPending ? remove.variables.id : undefined;
  const table = { organizationId, agentId, deletingUserId, onDelete: (user: { id: string; name: string }) => remove.mutate(user) };

  function showAll() {
    setSearch(undefined);
    setSearchKey((key) => key + 1);
  }

  let body: React.ReactNode;
  if (search) {
    if (found.isPending) body = <TableSkeleton label="Looking for the user" rows={1} />;
    else if (found.isError) body = <QueryErrorState title="The search failed" error={found.error} onRetry={() => found.refetch()} />;
    else if (!found.data.user)
      body = (
        <EmptyState
          icon={SearchX}
          title={`No user of this agent has that ${contactKindLabels[search.by].toLowerCase()}`}
          description="Check it for typos, or show all users and look through the list."
          action={
            <Button variant="outline" onClick={showAll}>
              Show all users
            </Button>
          }
        />
      );
    else
      body = (
        <div className="space-y-3">
          <ConversationUsersTable {...table} users={[found.data.user]} conversations={{ [found.data.user.id]: found.data.conversationIds.length }} />
          <Button variant="outline" size="sm" onClick={showAll}>
            Show all users
          </Button>
        </div>
      );
  } else if (users.isPending) {
    body = <TableSkeleton label="Loading conversation users" />;
  } else if (users.isError) {
    body = <QueryErrorState title="The conversation users could not be loaded" error={users.error} onRetry={() => users.refetch()} />;
  } else if (users.data.users.length === 0) {
    body =
      page > 1 ? (
        <EmptyState icon={Users} title="This page is empty now" description="Users were deleted since it was listed." action={<Button onClick={() => setPage(1)}>Back to the first page</Button>} />
      ) : (
        <EmptyState
          icon={Users}
          title="No conversation users yet"
          description="People appear here when they first talk to the agent (try it in the Playground), or add one by hand with Add user."
        />
      );
  } else {
    body = (
      <div className="space-y-3">
        <ConversationUsersTable {...table} users={users.data.users} />
        <ConversationUsersPager page={users.data} isFetching={users.isFetching} onPage={setPage} />
      </div>
    );
  }

  return (
    <section aria-labelledby="conversation-users-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 id="conversation-users-title" className="text-lg font-semibold">
            Conversation users
          </h2>
          <p className="text-sm text-muted-foreground">The people who talk to this agent, newest first.</p>
        </div>
        <CreateConversationUserDialog organizationId={organizationId} agentId={agentId} />
      </div>
      <ConversationUserSearchForm key={searchKey} onSearch={setSearch} isSearching={Boolean(search) && found.isFetching} />
      <div aria-live="polite">{body}</div>
    </section>
  );
}
