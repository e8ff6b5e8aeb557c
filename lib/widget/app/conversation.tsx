/** @jsxImportSource preact */
import type { RefObject } from "preact";
import { useRef } from "preact/hooks";

import type { WidgetLook } from "@/lib/schemas/widget";

import { ChatLog } from "./chat-log";
import { Composer } from "./composer";
import { buildTimeline } from "./timeline";
import { useAttachments } from "./use-attachments";
import { useFocusIfLost } from "./use-focus-if-lost";
import type { WidgetChat } from "./use-widget-chat";

type Props = { look: WidgetLook; chat: WidgetChat; textareaRef: RefObject<HTMLTextAreaElement>; onStartOver: () => void };

function ChatEnded({ onStartOver }: { onStartOver: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useFocusIfLost(buttonRef);
  return (
    <div class="sb-ended">
      <p>This chat has ended.</p>
      <button ref={buttonRef} data-autofocus type="button" class="sb-primary" onClick={onStartOver}>
        Start a new chat
      </button>
    </div>
  );
}

/** The chat itself: the conversation so far, who is answering, and the box to write in (or that the chat ended). */
export function Conversation({ look, chat, textareaRef, onStartOver }: Props) {
  const attachments = useAttachments(chat.api);
  const { thread, pending } = chat;
  const mode = thread?.conversation.mode ?? "ai";
  const items = buildTimeline(thread, { agentName: look.agentName, greeting: look.greeting, handOffMessage: look.handOffMessage, pending });
  const hasMessages = Boolean(pending) || (thread?.messages.length ?? 0) > 0;
  const suggestions = hasMessages ? [] : look.suggestions.filter((text) => text.trim());

  async function send(text: string) {
    const isSent = await chat.send(
      text,
      attachments.files.map((chosen) => chosen.file.name),
      attachments.uploadAll,
    );
    if (isSent) attachments.clear();
    return isSent;
  }

  return (
    <>
      <ChatLog items={items} typingName={pending && mode === "ai" ? look.agentName : undefined} onVote={chat.vote} />
      {suggestions.length ? (
        <ul class="sb-suggestions" aria-label="Suggested questions">
          {suggestions.map((text) => (
            <li key={text}>
              <button type="button" class="sb-chip" onClick={() => void send(text)}>
                {text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {mode === "manual" && !thread?.conversation.isEnded ? (
        <p class="sb-status" role="status">
          A person is answering
        </p>
      ) : null}
      {chat.voteError ? (
        <p role="alert" class="sb-error sb-inline-error">
          {chat.voteError}
        </p>
      ) : null}
      {thread?.conversation.isEnded ? (
        <ChatEnded onStartOver={onStartOver} />
      ) : (
        <Composer
          text={chat.draft}
          onTextChange={chat.setDraft}
          attachments={attachments}
          isSending={Boolean(pending)}
          error={chat.sendError}
          textareaRef={textareaRef}
          onSend={send}
        />
      )}
    </>
  );
}
