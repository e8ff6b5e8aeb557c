"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SendHorizontal } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { playgroundSendBody, type PlaygroundSendBody } from "@/lib/schemas/console/playground";

type Props = {
  answerer: string;
  /** While an answer is on its way, the next message waits (the text can be written). */
  isBlocked: boolean;
  onSend: (text: string) => void;
};

/** Where the tester writes: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ answerer, isBlocked, onSend }: Props) {
  const form = useForm<PlaygroundSendBody>({ resolver: zodResolver(playgroundSendBody), defaultValues: { message: "" } });
  const text = useWatch({ control: form.control, name: "message" });
  const canSend = !isBlocked && text.trim().length > 0;

  const submit = form.handleSubmit(({ message }) => {
    onSend(message);
    form.reset({ message: "" });
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) void submit();
  }

  return (
    <Form {...form}>
      <form onSubmit={(event) => (canSend ? submit(event) : event.preventDefault())} className="grid gap-2" noValidate>
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Message to {answerer}</FormLabel>
              <div className="flex items-end gap-2">
                <FormControl>
                  <Textarea {...field} rows={2} className="max-h-48 min-h-12 resize-none" placeholder="Ask something a customer would ask…" onKeyDown={onKeyDown} />
                </FormControl>
                <Button type="submit" disabled={!canSend}>
                  <SendHorizontal aria-hidden="true" />
                  Send
                </Button>
              </div>
              <FormDescription>Enter sends, Shift+Enter starts a new line.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
