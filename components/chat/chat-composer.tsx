"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SendHorizontal } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { chatSendBody, type ChatSendBody } from "@/lib/schemas/console/chat";

type Props = {
  /** While a message is on its way, the next one waits (it can be written). */
  isBlocked: boolean;
  /** Sends the text; false when it was not sent, and the text comes back into the box. */
  onSend: (text: string) => Promise<boolean>;
};

/** Where the customer writes: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ isBlocked, onSend }: Props) {
  const form = useForm<ChatSendBody>({ resolver: zodResolver(chatSendBody), defaultValues: { message: "" } });
  const text = useWatch({ control: form.control, name: "message" });
  const canSend = !isBlocked && text.trim().length > 0;

  const submit = form.handleSubmit(async ({ message }) => {
    form.reset({ message: "" });
    const isSent = await onSend(message);
    if (!isSent && !form.getValues("message")) form.setValue("message", message);
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) void submit();
  }

  return (
    <Form {...form}>
      <form onSubmit={(event) => (canSend ? submit(event) : event.preventDefault())} className="border-t px-3 py-3" noValidate>
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem className="gap-1">
              <FormLabel className="sr-only">Message</FormLabel>
              <div className="flex items-end gap-2">
                <FormControl>
                  <Textarea
                    {...field}
                    rows={2}
                    className="max-h-40 min-h-11 resize-none"
                    placeholder="Type a message…"
                    onKeyDown={onKeyDown}
                  />
                </FormControl>
                <Button type="submit" disabled={!canSend}>
                  <SendHorizontal aria-hidden="true" />
                  Send
                </Button>
              </div>
              <FormDescription className="sr-only">Enter sends, Shift+Enter starts a new line.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
