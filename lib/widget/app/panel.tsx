/** @jsxImportSource preact */
import type { RefObject } from "preact";

import type { WidgetBoot } from "@/lib/schemas/widget";

import { Conversation } from "./conversation";
import { isPreChatFormShown } from "./look";
import { PanelHeader } from "./panel-header";
import { PreChatForm } from "./pre-chat-form";
import type { WidgetChat } from "./use-widget-chat";

type Props = {
  boot: WidgetBoot;
  chat: WidgetChat;
  panelId: string;
  isOpen: boolean;
  panelRef: RefObject<HTMLElement>;
  textareaRef: RefObject<HTMLTextAreaElement>;
  onClose: (() => void) | undefined;
};

function PanelBody({ boot, chat, textareaRef }: Pick<Props, "boot" | "chat" | "textareaRef">) {
  const { look, preChatForm } = boot;
  if (chat.load.status === "loading") {
    return (
      <div class="sb-center" aria-busy="true">
        <p role="status">Loading the chat…</p>
      </div>
    );
  }
  if (chat.load.status === "error") {
    return (
      <div class="sb-center">
        <p role="alert">The chat could not be opened. {chat.load.message}</p>
        <button type="button" class="sb-primary" onClick={chat.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (!chat.thread && preChatForm !== "off" && isPreChatFormShown(preChatForm, chat.visitor)) {
    return <PreChatForm mode={preChatForm} greeting={look.greeting} onStart={chat.start} />;
  }
  return <Conversation look={look} chat={chat} textareaRef={textareaRef} onStartOver={chat.startOver} />;
}

/** The open chat: header, notes on availability, and the form or the conversation, with the agent's small print. */
export function Panel({ boot, chat, panelId, isOpen, panelRef, textareaRef, onClose }: Props) {
  const { look } = boot;
  const hasConversation = Boolean(chat.thread) && !chat.pending;
  return (
    <section
      id={panelId}
      ref={panelRef}
      class="sb-panel"
      aria-labelledby="sb-title"
      hidden={!isOpen}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape" && onClose) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <PanelHeader look={look} onNewChat={hasConversation ? chat.startOver : undefined} onClose={onClose} />
      {look.isEnabled ? null : <p class="sb-note">Live chat is off: visitors do not see this chat.</p>}
      {chat.availability.state === "away" ? <p class="sb-note sb-away">{chat.availability.message}</p> : null}
      <PanelBody boot={boot} chat={chat} textareaRef={textareaRef} />
      {look.disclaimer.trim() || look.footer.trim() ? (
        <footer class="sb-footer">
          {look.disclaimer.trim() ? <p>{look.disclaimer}</p> : null}
          {look.footer.trim() ? <p>{look.footer}</p> : null}
        </footer>
      ) : null}
    </section>
  );
}
