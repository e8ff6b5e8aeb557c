"use client";

import { MessageSquareText, Trash2 } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryStates } from "@/components/ui/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteSavedReplyMutation } from "@/lib/queries/inbox/use-delete-saved-reply-mutation";
import { useSavedRepliesQuery } from "@/lib/queries/inbox/use-saved-replies-query";

import { SavedReplyForm } from "./saved-reply-form";

/** The saved replies dialog's body: the list, with a way to delete each, and the form that adds one. */
export function SavedRepliesPanel({ organizationId }: { organizationId: string }) {
  return (
    <div className="grid max-h-[70vh] gap-4 overflow-y-auto">
      <SavedReplyList organizationId={organizationId} />
      <SavedReplyForm organizationId={organizationId} />
    </div>
  );
}

function SavedReplyList({ organizationId }: { organizationId: string }) {
  const replies = useSavedRepliesQuery(organizationId);
  const remove = useDeleteSavedReplyMutation(organizationId);
  return (
    <QueryStates
      query={replies}
      loading={
        <div role="status" aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading saved replies</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      }
      errorTitle="The saved replies could not be loaded"
      empty={
        <EmptyState
          icon={MessageSquareText}
          title="No saved replies yet"
          description="Save the answers you give often below, then type / in a reply to insert one."
        />
      }
    >
      {(list) => (
        <ul aria-label="Saved replies" className="grid gap-2">
          {list.map((reply) => (
            <li key={reply.id} className="flex items-start gap-3 rounded-md border p-3 text-sm">
              <div className="grid min-w-0 flex-1 gap-1">
                <span className="font-mono text-xs font-semibold">/{reply.shortcut}</span>
                <span className="line-clamp-3 whitespace-pre-wrap text-muted-foreground">{reply.body}</span>
              </div>
              <ConfirmAction
                trigger={<Trash2 aria-hidden="true" />}
                triggerVariant="ghost"
                triggerSize="icon"
                triggerLabel={`Delete /${reply.shortcut}`}
                title={`Delete /${reply.shortcut}?`}
                description="No one in the organization can insert it any more. Replies already sent stay as they are."
                confirmLabel="Delete"
                isPending={remove.isPending && remove.variables?.id === reply.id}
                onConfirm={() => remove.mutate(reply)}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
