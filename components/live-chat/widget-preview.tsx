"use client";

import { MessageCircle, MoonStar, Send } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { LiveChatAvailability } from "@/lib/live-chat/availability";
import { fullHexColor } from "@/lib/live-chat/contrast";
import { cn } from "@/lib/utils/cn";

import type { LiveChatFormValues } from "./live-chat-form-values";
import { PreviewAvatar } from "./preview-avatar";

const defaultColor = "#1F6FEB";
const defaultTextColor = "#FFFFFF";

type Props = {
  values: LiveChatFormValues;
  avatarSource: string | undefined;
  availability: LiveChatAvailability;
};

function AgentBubble({ children }: { children: string }) {
  return <p className="max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm text-foreground">{children}</p>;
}

/**
 * The widget as a visitor would see it, from the form's current values: the open panel (header in the
 * chosen colours with the avatar and title, the greeting, a sample exchange and the hand-off) above the
 * launcher in the chosen corner. Outside business hours it shows what visitors read then.
 */
export function WidgetPreview({ values, avatarSource, availability }: Props) {
  const color = fullHexColor(values.color ?? "") ?? defaultColor;
  const textColor = fullHexColor(values.textColor ?? "") ?? defaultTextColor;
  const isLeft = values.position === "bottom-left";
  const corner = isLeft ? "left-4" : "right-4";
  const cornerName = isLeft ? "bottom left" : "bottom right";
  const isAway = availability.state === "away";

  return (
    <section aria-labelledby="widget-preview-title" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="widget-preview-title" className="text-base font-semibold">
          Widget preview
        </h2>
        <Badge variant={isAway ? "outline" : "secondary"}>
          {isAway ? (availability.reason === "outside-hours" ? "Outside business hours now" : "Unavailable today") : "Open now"}
        </Badge>
      </div>
      <div className="relative h-[560px] overflow-hidden rounded-md border bg-muted/40" data-position={values.position}>
        <div
          className={cn("absolute bottom-24 flex w-[min(300px,calc(100%-2rem))] flex-col overflow-hidden rounded-xl border bg-background shadow-lg", corner)}
        >
          <div className="flex items-center gap-3 px-4 py-3" style={{ backgroundColor: color, color: textColor }} data-testid="preview-header">
            <PreviewAvatar src={avatarSource} className="size-10" color={color} textColor={textColor} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{values.titleLine1}</p>
              {values.titleLine2 ? <p className="truncate text-sm">{values.titleLine2}</p> : null}
            </div>
          </div>
          {isAway ? (
            <p className="flex items-start gap-2 border-b bg-muted px-4 py-2 text-sm text-foreground">
              <MoonStar className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{availability.message}</span>
            </p>
          ) : null}
          <div className="flex flex-col gap-2 px-4 py-3">
            {values.greeting ? <AgentBubble>{values.greeting}</AgentBubble> : null}
            <p className="max-w-[85%] self-end rounded-2xl rounded-br-sm px-3 py-2 text-sm" style={{ backgroundColor: color, color: textColor }}>
              Where is my order?
            </p>
            <AgentBubble>It left our warehouse yesterday and should arrive on Friday.</AgentBubble>
            <p className="max-w-[85%] self-end rounded-2xl rounded-br-sm px-3 py-2 text-sm" style={{ backgroundColor: color, color: textColor }}>
              Can I talk to a person?
            </p>
            {values.handOffMessage ? <p className="py-1 text-center text-xs text-muted-foreground">{values.handOffMessage}</p> : null}
          </div>
          <div className="flex items-center gap-2 border-t px-3 py-2 text-sm text-muted-foreground">
            <span className="flex-1">Type a message…</span>
            <Send className="size-4" aria-hidden="true" />
          </div>
        </div>
        <div
          role="img"
          aria-label={`Chat launcher, ${cornerName}`}
          className={cn("absolute bottom-4 flex size-14 items-center justify-center rounded-full shadow-lg", corner)}
          style={{ backgroundColor: color, color: textColor }}
        >
          <MessageCircle className="size-6" aria-hidden="true" />
        </div>
      </div>
    </section>
  );
}
