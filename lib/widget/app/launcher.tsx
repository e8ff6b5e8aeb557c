/** @jsxImportSource preact */
import type { Ref } from "preact";

import type { WidgetLook } from "@/lib/schemas/widget";

import { Icon } from "./icons";

type Props = {
  look: WidgetLook;
  colors: { launcherColor: string; launcherTextColor: string };
  isOpen: boolean;
  hasUnread: boolean;
  panelId: string;
  buttonRef: Ref<HTMLButtonElement>;
  onToggle: () => void;
};

/** The button in the website's corner that opens and closes the chat, drawn as the launcher settings say. */
export function Launcher({ look, colors, isOpen, hasUnread, panelId, buttonRef, onToggle }: Props) {
  const { type, size, borderRadius } = look.launcher;
  const hasText = type !== "icon_only";
  return (
    <button
      ref={buttonRef}
      type="button"
      class={`sb-launcher${hasText ? " sb-launcher-text" : ""}`}
      style={{
        "--sb-launcher-size": `${size}px`,
        borderRadius: borderRadius === "100%" ? "9999px" : borderRadius,
        backgroundColor: colors.launcherColor,
        color: colors.launcherTextColor,
      }}
      aria-label={isOpen ? "Close chat" : "Open chat"}
      aria-expanded={isOpen}
      aria-controls={panelId}
      aria-describedby={hasUnread ? "sb-unread" : undefined}
      onClick={onToggle}
    >
      {type !== "text_only" ? <Icon name={isOpen ? "close" : "chat"} size={Math.round(size * 0.45)} /> : null}
      {hasText ? <span>Chat</span> : null}
      {hasUnread ? (
        <span class="sb-unread-dot">
          <span id="sb-unread" class="sb-visually-hidden">
            New message
          </span>
        </span>
      ) : null}
    </button>
  );
}
