"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useCreateSavedReplyMutation, type SavedReplyBody } from "@/lib/queries/inbox/use-create-saved-reply-mutation";
import { savedReplyBody } from "@/lib/schemas/console/inbox";

/** A new saved reply: its shortcut and text; a shortcut already taken is said on its field. */
export function SavedReplyForm({ organizationId }: { organizationId: string }) {
  const create = useCreateSavedReplyMutation(organizationId);
  const form = useForm<z.input<typeof savedReplyBody>, unknown, SavedReplyBody>({
    resolver: zodResolver(savedReplyBody),
    defaultValues: { shortcut: "", body: "" },
    mode: "onTouched",
  });

  async function onSubmit(values: SavedReplyBody) {
    try {
      await create.mutateAsync(values);
      form.reset({ shortcut: "", body: "" });
    } catch (error) {
      showRequestError(form, error, ["shortcut", "body"]);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3 rounded-lg border p-3" noValidate aria-label="New saved reply">
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <TextField
          control={form.control}
          name="shortcut"
          label="Shortcut"
          placeholder="refund"
          description="Typed after / in a reply: letters, digits, - and _."
        />
        <TextField control={form.control} name="body" label="Reply" rows={3} placeholder="Your refund is on its way…" />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner label="Saving the reply" /> : <Plus aria-hidden="true" />}
            Save reply
          </Button>
        </div>
      </form>
    </Form>
  );
}
