import { liveChatAvailability, type AvailabilitySettings } from "@/lib/live-chat/availability";
import type { WidgetAvailability } from "@/lib/schemas/widget";

/** Whether people answer at an instant, as the widget tells the visitor: open, or away with the agent's message. */
export function widgetAvailabilityAt(settings: AvailabilitySettings, at: Date): WidgetAvailability {
  const availability = liveChatAvailability(settings, at);
  return availability.state === "open" ? { state: "open" } : { state: "away", message: availability.message };
}
