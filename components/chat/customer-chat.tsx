"use client";

import { Plus } from "lucide-react";
import { useCallback, useState } from "react";

import { Button } from "@/components/ui/button";
import type { ChatThread, ChatWidget } from "@/lib/schemas/console/chat";

import { ChatAvailabilityBanner } from "./chat-availability-banner";
import { ChatConversation } from "./chat-conversation";
import { ChatStartForm } from "./chat-start-form";
import { ChatWidgetFrame, widgetColors } from "./chat-widget-frame";

/** Keeps the open conversation in the address, so a reload comes back to it. */
function rememberConversation(conversationId: string | undefined) {
  const url = new URL(window.location.href);
  if (conversationId) url.searchParams.set("conversation", conversationId);
  else url.searchParams.delete("conversation");
  window.history.replaceState(window.history.state, "", url);
}

type Props = { organizationId: string; agentId: string; widget: ChatWidget; initialConversationId?: string };

/** The agent's live-chat widget as a customer uses it: the start form, then the chat. */
export function CustomerChat({ organizationId, agentId, widget, initialConversationId }: Props) {
  const [conversationId, setConversationId] = useState(initialConversationId);
  const { textColor } = widgetColors(widget);

  const open = useCallback((id: string | undefined) => {
    setConversationId(id);
    rememberConversation(id);
  }, []);
  const onStarted = useCallback((thread: ChatThread) => open(thread.conversation.id), [open]);
  const onNewChat = useCallback(() => open(undefined), [open]);

  return (
    <ChatWidgetFrame
      widget={widget}
      action={
        conversationId ? (
          <Button type="button" size="sm" variant="ghost" onClick={onNewChat} className="hover:bg-black/10 hover:text-current" style={{ color: textColor }}>
            <Plus aria-hidden="true" />
            New chat
          </Button>
        ) : null
      }
    >
      <ChatAvailabilityBanner widget={widget} />
      {conversationId ? (
        <ChatConversation
          key={conversationId}
          organizationId={organizationId}
          agentId={agentId}
          conversationId={conversationId}
          widget={widget}
          onNewChat={onNewChat}
        />
      ) : (
        <ChatStartForm organizationId={organizationId} agentId={agentId} greeting={widget.greeting} onStarted={onStarted} />
      )}
    </ChatWidgetFrame>
  );
}
