"use client";

import { MoonStar } from "lucide-react";

import { useNow } from "@/components/ui/use-now";
import { liveChatAvailability } from "@/lib/live-chat/availability";
import type { ChatWidget } from "@/lib/schemas/console/chat";

/**
 * What visitors read outside business hours or on an unavailable date, as a banner under the header.
 * The chat goes on working: the agent still answers.
 */
export function ChatAvailabilityBanner({ widget }: { widget: ChatWidget }) {
  const now = useNow(60_000);
  const availability = liveChatAvailability(widget, now);
  if (availability.state === "open") return null;
  const fallback = availability.reason === "outside-hours" ? "We are outside business hours right now." : "Live chat is unavailable today.";
  return (
    <p className="flex items-start gap-2 border-b bg-muted px-4 py-2 text-sm text-foreground" data-testid="chat-availability">
      <MoonStar className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{availability.message || fallback}</span>
    </p>
  );
}
