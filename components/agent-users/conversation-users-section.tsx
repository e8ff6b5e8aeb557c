"use client";

import { SearchX, Users } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryStates } from "@/components/ui/query-states";
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
    body = (
      <QueryStates
        query={found}
        loading={<TableSkeleton label="Looking for the user" rows={1} />}
        errorTitle="The search failed"
        isEmpty={(result) => !result.user}
        empty={
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
        }
      >
        {(result) =>
          result.user && (
            <div className="space-y-3">
              <ConversationUsersTable {...table} users={[result.user]} conversations={{ [result.user.id]: result.conversationIds.length }} />
              <Button variant="outline" size="sm" onClick={showAll}>
                Show all users
              </Button>
            </div>
          )
        }
      </QueryStates>
    );
  } else {
    body = (
      <QueryStates
        query={users}
        loading={<TableSkeleton label="Loading conversation users" />}
        errorTitle="The conversation users could not be loaded"
        isEmpty={(loaded) => loaded.users.length === 0}
        empty={
          page > 1 ? (
            <EmptyState
              icon={Users}
              title="This page is empty now"
              description="Users were deleted since it was listed."
              action={<Button onClick={() => setPage(1)}>Back to the first page</Button>}
            />
          ) : (
            <EmptyState
              icon={Users}
              title="No conversation users yet"
              description="People appear here when they first talk to the agent (try it in the Playground), or add one by hand with Add user."
            />
          )
        }
      >
        {(loaded) => (
          <div className="space-y-3">
            <ConversationUsersTable {...table} users={loaded.users} />
            <ConversationUsersPager page={loaded} isFetching={users.isFetching} onPage={setPage} />
          </div>
        )}
      </QueryStates>
    );
  }

  return (
    <PanelSection
      title="Conversation users"
      description="The people who talk to this agent, newest first."
      action={<CreateConversationUserDialog organizationId={organizationId} agentId={agentId} />}
    >
      <ConversationUserSearchForm key={searchKey} onSearch={setSearch} isSearching={Boolean(search) && found.isFetching} />
      <div aria-live="polite">{body}</div>
    </PanelSection>
  );
}
