"use client";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ConversationUserView } from "@/lib/schemas/console/agent-users";

import { ConversationUserDialog } from "./conversation-user-dialog";
import { contactSummary, conversationUserName, sourceLabel } from "./conversation-user-labels";
import { DeleteConversationUserAction } from "./delete-conversation-user-action";

type Props = {
  organizationId: string;
  agentId: string;
  users: ConversationUserView[];
  /** Conversations per user id, when known (a search says). */
  conversations?: Record<string, number>;
  deletingUserId: string | undefined;
  onDelete: (user: { id: string; name: string }) => void;
};

/** Conversation users with their contacts, each to view or delete. */
export function ConversationUsersTable({ organizationId, agentId, users, conversations, deletingUserId, onDelete }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Source</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const name = conversationUserName(user);
          return (
            <TableRow key={user.id}>
              <TableCell className="font-medium">{name}</TableCell>
              <TableCell className="whitespace-normal">{contactSummary(user) ?? <span className="text-muted-foreground">None</span>}</TableCell>
              <TableCell>{user.source ? sourceLabel(user.source) : <span className="text-muted-foreground">Unknown</span>}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-2">
                  <ConversationUserDialog
                    organizationId={organizationId}
                    agentId={agentId}
                    userId={user.id}
                    name={name}
                    conversations={conversations?.[user.id]}
                  />
                  <DeleteConversationUserAction name={name} isPending={deletingUserId === user.id} onConfirm={() => onDelete({ id: user.id, name })} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
