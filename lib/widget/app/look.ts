import { fullHexColor } from "@/lib/live-chat/contrast";
import type { PreChatFormMode, WidgetLook, WidgetState } from "@/lib/schemas/widget";

const defaultColor = "#1F6FEB";
const defaultTextColor = "#FFFFFF";

/** The colours the widget paints with, as full hex; anything unreadable falls back to the defaults. */
export function widgetColors(look: Pick<WidgetLook, "color" | "textColor" | "launcher">) {
  const color = fullHexColor(look.color) ?? defaultColor;
  const textColor = fullHexColor(look.textColor) ?? defaultTextColor;
  return {
    color,
    textColor,
    launcherColor: fullHexColor(look.launcher.backgroundColor) ?? color,
    launcherTextColor: fullHexColor(look.launcher.textColor) ?? textColor,
  };
}

/** The panel's heading: the configured title, or the agent's name. */
export function chatTitle(look: Pick<WidgetLook, "title" | "agentName">): string {
  return look.title.trim() || `Chat with ${look.agentName}`;
}

/** Up to two initials of a name, for an avatar without a picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => [...word][0]!.toUpperCase()).join("") || "?";
}

/**
 * Whether the visitor is asked who they are before chatting: not when the form is off, nor when they
 * already gave what it asks for (both when required, either when optional).
 */
export function isPreChatFormShown(mode: PreChatFormMode, visitor: WidgetState["visitor"]): boolean {
  if (mode === "off") return false;
  if (mode === "required") return !visitor.name || !visitor.email;
  return !visitor.name && !visitor.email;
}

/** What a conversation started without the form carries: whatever the visitor gave before. */
export function knownVisitorBody(visitor: WidgetState["visitor"]): { name?: string; email?: string } {
  return { ...(visitor.name ? { name: visitor.name } : {}), ...(visitor.email ? { email: visitor.email } : {}) };
}
