"use client";

import type { ReactNode } from "react";

import { PreviewAvatar } from "@/components/live-chat/preview-avatar";
import { fullHexColor } from "@/lib/live-chat/contrast";
import type { ChatWidget } from "@/lib/schemas/console/chat";

const defaultColor = "#1F6FEB";
const defaultTextColor = "#FFFFFF";

/** The widget's colours, as full hex, falling back to the defaults for anything unreadable. */
export function widgetColors(widget: Pick<ChatWidget, "color" | "textColor">) {
  return { color: fullHexColor(widget.color) ?? defaultColor, textColor: fullHexColor(widget.textColor) ?? defaultTextColor };
}

type Props = { widget: ChatWidget; action?: ReactNode; children: ReactNode };

/** The open chat panel as a customer sees it: the header in the widget's colours, with avatar and title, above the chat. */
export function ChatWidgetFrame({ widget, action, children }: Props) {
  const { color, textColor } = widgetColors(widget);
  return (
    <section
      aria-labelledby="chat-widget-title"
      className="flex h-[min(720px,calc(100dvh-9rem))] min-h-[420px] w-full max-w-md flex-col overflow-hidden rounded-xl border bg-background shadow-lg"
    >
      <header className="flex items-center gap-3 px-4 py-3" style={{ backgroundColor: color, color: textColor }}>
        <PreviewAvatar src={widget.avatarUrl ?? undefined} className="size-10" color={color} textColor={textColor} />
        <div className="min-w-0 flex-1">
          <h1 id="chat-widget-title" className="truncate font-semibold">
            {widget.title || `Chat with ${widget.agentName}`}
          </h1>
          {widget.subtitle ? <p className="truncate text-sm">{widget.subtitle}</p> : null}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
