"use client";

import { useEffect } from "react";

import { useMarkReadMutation } from "@/lib/queries/inbox/use-mark-read-mutation";
import type { ThreadMessage } from "@/lib/schemas/console/inbox";

/** Marks the open conversation read when it opens, and again whenever a new message arrives while it is open. */
export function useMarkReadWhileOpen(organizationId: string, conversationId: string, lastMessage: ThreadMessage | undefined) {
  const { mutate } = useMarkReadMutation(organizationId);
  const lastId = lastMessage?.id;
  const lastAt = lastMessage?.at;
  useEffect(() => {
    if (!lastId) return;
    const now = new Date().toISOString();
    mutate({ conversationId, until: lastAt && lastAt > now ? lastAt : now });
  }, [mutate, conversationId, lastId, lastAt]);
}
