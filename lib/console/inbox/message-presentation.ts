import type { ThreadMessage } from "@/lib/schemas/console/inbox";

/** Who said a message, as the thread styles it. */
export type SenderKind = "user" | "ai" | "operator";

export function senderKindOf(role: ThreadMessage["senderRole"]): SenderKind {
  if (role === "conversation_user") return "user";
  return role === "manual_assistant" ? "operator" : "ai";
}

/** The name above a message: the user's, the agent's (as AI), or the operator's. */
export function senderLabel(message: Pick<ThreadMessage, "senderRole" | "authorName">, names: { user: string; agent: string }): string {
  switch (senderKindOf(message.senderRole)) {
    case "user":
      return names.user;
    case "ai":
      return `${names.agent} (AI)`;
    case "operator":
      return message.authorName ? `${message.authorName} (operator)` : "Operator";
  }
}

const imageExtensions = /\.(png|jpe?g|gif|webp|avif|bmp|svg)$/i;

/** Whether a file is shown as a picture in the thread (by its name), rather than as a download link. */
export function isImageFile(fileName: string): boolean {
  return imageExtensions.test(fileName.trim());
}

/** A last message as a one-line preview for the list: who said it when it was not the user, and the text; else the title. */
export function previewOf(lastMessage: { text: string; senderRole: ThreadMessage["senderRole"] } | null, title?: string | null): string {
  if (!lastMessage) return title?.trim() || "No messages yet";
  const text = lastMessage.text.replace(/\s+/g, " ").trim() || "(a file)";
  const kind = senderKindOf(lastMessage.senderRole);
  if (kind === "ai") return `AI: ${text}`;
  if (kind === "operator") return `Operator: ${text}`;
  return text;
}

/** A time for a list row: the time of day when it is today, else the date. */
export function listTime(iso: string, now: Date, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = (value: Date) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(value);
  const isToday = day(date) === day(now);
  return new Intl.DateTimeFormat(locale, isToday ? { timeStyle: "short", timeZone } : { month: "short", day: "numeric", timeZone }).format(date);
}
