"use client";

import { SearchX, Users } from "lucide-react";
import { useCallback, useMemo, useState } from "react";

import { Button } from "@/components/ui/button";
import { useDataTableView } from "@/components/ui/data-table/use-data-table-view";
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
import { ConversationUsersTable, useConversationUserColumns } from "./conversation-users-table";
import { CreateConversationUserDialog } from "./create-conversation-user-dialog";

type Props = { organizationId: string; agentId: string };

/** The API's page sizes for this list run from 1 to 100; 20 was its page before the sizes were offered. */
const pageSizes = [10, 20, 50, 100] as const;

/** The agent's conversation users: found by contact, or listed page by page (the page kept in the address); each to view or delete. */
export function ConversationUsersSection({ organizationId, agentId }: Props) {
  const [search, setSearch] = useState<ConversationUserSearch>();
  const [searchKey, setSearchKey] = useState(0);
  const found = useConversationUserSearchQuery(organizationId, agentId, search);
  const remove = useDeleteConversationUserMutation(organizationId, agentId);
  const deletingUserId = remove.isPending ? remove.variables.id : undefined;
  const { mutate: deleteUser } = remove;
  const onDelete = useCallback((user: { id: string; name: string }) => deleteUser(user), [deleteUser]);
  const foundUser = found.data?.user;
  const foundConversations = useMemo(
    () => (foundUser && found.data ? { [foundUser.id]: found.data.conversationIds.length } : undefined),
    [foundUser, found.data],
  );
  const columns = useConversationUserColumns({ organizationId, agentId, deletingUserId, onDelete });
  const foundColumns = useConversationUserColumns({ organizationId, agentId, conversations: foundConversations, deletingUserId, onDelete });
  const view = useDataTableView({ id: "users", columns, pageSizes, defaultPageSize: 20 });
  const users = useConversationUsersQuery(organizationId, agentId, { page: view.view.pageIndex + 1, pageSize: view.view.pageSize });

  function showAll() {
    setSearch(undefined);
    setSearchKey((key) => key + 1);
  }

  return (
    <PanelSection
      title="Conversation users"
      description="The people who talk to this agent, newest first."
      action={<CreateConversationUserDialog organizationId={organizationId} agentId={agentId} />}
    >
      <ConversationUserSearchForm key={searchKey} onSearch={setSearch} isSearching={Boolean(search) && found.isFetching} />
      <div aria-live="polite">
        {search ? (
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
                  <ConversationUsersTable id="found-user" columns={foundColumns} users={[result.user]} />
                  <Button variant="outline" size="sm" onClick={showAll}>
                    Show all users
                  </Button>
                </div>
              )
            }
          </QueryStates>
        ) : (
          <ConversationUsersTable
            id="users"
            columns={columns}
            users={users.data?.users}
            isPending={users.isPending}
            error={users.error}
            onRetry={() => void users.refetch()}
            paging={{ view, rowCount: users.data?.totalItems }}
            empty={
              <EmptyState
                icon={Users}
                title="No conversation users yet"
                description="People appear here when they first talk to the agent (try it in the Playground), or add one by hand with Add user."
              />
            }
          />
        )}
      </div>
    </PanelSection>
  );
}
