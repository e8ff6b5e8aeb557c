"use client";

import { useMemo, type ReactNode } from "react";

import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns, type DataTableColumn } from "@/components/ui/data-table/features";
import type { TableViewBinding } from "@/components/ui/data-table/use-table-view";
import type { ConversationUserView } from "@/lib/schemas/console/agent-users";

import { ConversationUserDialog } from "./conversation-user-dialog";
import { contactSummary, conversationUserName, sourceLabel } from "./conversation-user-labels";
import { DeleteConversationUserAction } from "./delete-conversation-user-action";

type RowControls = {
  organizationId: string;
  agentId: string;
  /** Conversations per user id, when known (a search says). */
  conversations?: Record<string, number>;
  deletingUserId: string | undefined;
  onDelete: (user: { id: string; name: string }) => void;
};

const column = dataTableColumns<ConversationUserView>();

/**
 * The columns of conversation users. The API pages them newest first and neither sorts nor filters them, so
 * no column sorts: ordering one page alone would pretend to order the list.
 */
export function conversationUserColumns({
  organizationId,
  agentId,
  conversations,
  deletingUserId,
  onDelete,
}: RowControls): DataTableColumn<ConversationUserView>[] {
  return [
    column.accessor((user) => conversationUserName(user), {
      id: "name",
      header: "Name",
      enableSorting: false,
      meta: { cannotHide: true },
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    column.accessor((user) => contactSummary(user), {
      id: "contact",
      header: "Contact",
      enableSorting: false,
      cell: ({ getValue }) => <span className="whitespace-normal">{getValue() ?? <span className="text-muted-foreground">None</span>}</span>,
    }),
    column.accessor("source", {
      header: "Source",
      enableSorting: false,
      cell: ({ getValue }) => {
        const source = getValue();
        return source ? sourceLabel(source) : <span className="text-muted-foreground">Unknown</span>;
      },
    }),
    column.display({
      id: "actions",
      header: () => <span className="block text-right">Actions</span>,
      meta: { cannotHide: true, label: "Actions" },
      cell: ({ row }) => {
        const user = row.original;
        const name = conversationUserName(user);
        return (
          <div className="flex justify-end gap-2">
            <ConversationUserDialog organizationId={organizationId} agentId={agentId} userId={user.id} name={name} conversations={conversations?.[user.id]} />
            <DeleteConversationUserAction name={name} isPending={deletingUserId === user.id} onConfirm={() => onDelete({ id: user.id, name })} />
          </div>
        );
      },
    }),
  ];
}

/** The columns for the current row controls, kept while they stay the same. */
export function useConversationUserColumns({ organizationId, agentId, conversations, deletingUserId, onDelete }: RowControls) {
  return useMemo(
    () => conversationUserColumns({ organizationId, agentId, conversations, deletingUserId, onDelete }),
    [organizationId, agentId, conversations, deletingUserId, onDelete],
  );
}

type Props = {
  /** "users" for the paged list; another id for a table of its own on the same page. */
  id: string;
  columns: DataTableColumn<ConversationUserView>[];
  users: ConversationUserView[] | undefined;
  isPending?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  empty?: ReactNode;
  /** The paged list's view and count; without them the rows are shown as one page. */
  paging?: { view: TableViewBinding; rowCount: number | undefined };
};

/** Conversation users with their contacts, each to view or delete; a page of the API's list, or what a search found. */
export function ConversationUsersTable({ id, columns, users, isPending, error, onRetry, empty, paging }: Props) {
  return (
    <DataTable
      id={id}
      label="conversation users"
      columns={columns}
      data={users}
      getRowId={(user) => user.id}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle="The conversation users could not be loaded"
      empty={empty}
      view={paging?.view}
      server={paging ? { rowCount: paging.rowCount } : undefined}
      paginate={paging !== undefined}
      canHideColumns={paging !== undefined}
    />
  );
}
