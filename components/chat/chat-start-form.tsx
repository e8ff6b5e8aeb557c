"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MessageCircle } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useStartChatMutation } from "@/lib/queries/chat/use-start-chat-mutation";
import { chatStartBody, type ChatStartBody, type ChatThread } from "@/lib/schemas/console/chat";

type Props = { organizationId: string; agentId: string; greeting: string; onStarted: (thread: ChatThread) => void };

/** Before the chat: who the customer is. The console finds them again by email, or adds them to the agent's users. */
export function ChatStartForm({ organizationId, agentId, greeting, onStarted }: Props) {
  const form = useForm<ChatStartBody>({ resolver: zodResolver(chatStartBody), defaultValues: { name: "", email: "" } });
  const start = useStartChatMutation(organizationId, agentId);

  const submit = form.handleSubmit((values) => start.mutateAsync(values).then(onStarted, (error: unknown) => showRequestError(form, error, ["name", "email"])));

  return (
    <div className="flex flex-1 flex-col justify-center gap-4 overflow-y-auto px-5 py-6">
      {greeting ? (
        <p className="flex items-start gap-2 text-sm text-foreground">
          <MessageCircle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>{greeting}</span>
        </p>
      ) : null}
      <Form {...form}>
        <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Start a chat">
          <FormServerError message={form.formState.errors.root?.server?.message} />
          <TextField control={form.control} name="name" label="Your name" autoComplete="name" placeholder="Ada Lovelace" />
          <TextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="ada@example.com"
            description="Operators see your name and email with the conversation."
          />
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? <Spinner aria-hidden="true" /> : null}
            Start chat
          </Button>
        </form>
      </Form>
    </div>
  );
}
