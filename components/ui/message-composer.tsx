"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SendHorizontal } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { sendMessageBody } from "@/lib/schemas/agent-api/conversations";
import { cn } from "@/lib/utils/cn";

const messageBody = sendMessageBody.pick({ message: true });

type Props = {
  label: string;
  /** Whether the label and the keyboard hint are shown, or only read out. */
  isLabelVisible?: boolean;
  placeholder: string;
  /** While a message is on its way, the next one waits (it can be written). */
  isBlocked: boolean;
  /** Sends the text; answering false means it was not sent, and the text comes back into the box. */
  onSend: (text: string) => Promise<boolean | void> | boolean | void;
  className?: string;
};

/** Where a message is written: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ label, isLabelVisible = false, placeholder, isBlocked, onSend, className }: Props) {
  const form = useForm<z.infer<typeof messageBody>>({ resolver: zodResolver(messageBody), defaultValues: { message: "" } });
  const text = useWatch({ control: form.control, name: "message" });
  const canSend = !isBlocked && text.trim().length > 0;

  const submit = form.handleSubmit(async ({ message }) => {
    form.reset({ message: "" });
    const isSent = await onSend(message);
    if (isSent === false && !form.getValues("message")) form.setValue("message", message);
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) void submit();
  }

  return (
    <Form {...form}>
      <form onSubmit={(event) => (canSend ? submit(event) : event.preventDefault())} className={className} noValidate>
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem className="gap-1">
              <FormLabel className={cn(!isLabelVisible && "sr-only")}>{label}</FormLabel>
              <div className="flex items-end gap-2">
                <FormControl>
                  <Textarea {...field} rows={2} className="max-h-48 min-h-11 resize-none" placeholder={placeholder} onKeyDown={onKeyDown} />
                </FormControl>
                <Button type="submit" disabled={!canSend}>
                  <SendHorizontal aria-hidden="true" />
                  Send
                </Button>
              </div>
              <FormDescription className={cn(!isLabelVisible && "sr-only")}>Enter sends, Shift+Enter starts a new line.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}
