"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useAddInboxNoteMutation, type InboxNoteBody } from "@/lib/queries/inbox/use-add-inbox-note-mutation";
import { useInboxNotesQuery } from "@/lib/queries/inbox/use-inbox-notes-query";
import { inboxNoteBody } from "@/lib/schemas/console/inbox";
import { formatTimestamp } from "@/lib/utils/format-timestamp";

type Props = { organizationId: string; conversationId: string };

/** Internal notes on the conversation: seen by the console's people only, never sent to the user. */
export function ConversationNotes({ organizationId, conversationId }: Props) {
  const notes = useInboxNotesQuery(organizationId, conversationId);
  return (
    <section aria-labelledby="notes-title" className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id="notes-title" className="text-sm font-semibold">
          Internal notes
        </h3>
        <p className="text-xs text-muted-foreground">Only the console&apos;s people see these; the user never does.</p>
      </div>
      {notes.isPending ? (
        <div role="status" aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading notes</span>
          <Skeleton className="h-10 w-full" />
        </div>
      ) : notes.isError ? (
        <QueryErrorState title="The notes could not be loaded" error={notes.error} onRetry={() => notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet. Leave one for whoever picks this up next.</p>
      ) : (
        <ul className="grid gap-2">
          {notes.data.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-md border bg-muted/40 p-2.5 text-sm">
              <span className="whitespace-pre-wrap break-words">{note.body}</span>
              <span className="text-xs text-muted-foreground">
                {note.authorName ?? "Someone"} · <time dateTime={note.createdAt}>{formatTimestamp(note.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <NoteForm organizationId={organizationId} conversationId={conversationId} />
    </section>
  );
}

function NoteForm({ organizationId, conversationId }: Props) {
  const add = useAddInboxNoteMutation(organizationId, conversationId);
  const form = useForm<z.input<typeof inboxNoteBody>, unknown, InboxNoteBody>({ resolver: zodResolver(inboxNoteBody), defaultValues: { body: "" } });

  async function onSubmit(values: InboxNoteBody) {
    try {
      await add.mutateAsync(values);
      form.reset({ body: "" });
    } catch (error) {
      showRequestError(form, error, ["body"]);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-2" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <TextField control={form.control} name="body" label="New note" rows={2} placeholder="Order 1042, refund approved." />
        <div className="flex justify-end">
          <Button type="submit" size="sm" variant="outline" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner label="Adding the note" /> : null}
            Add note
          </Button>
        </div>
      </form>
    </Form>
  );
}
