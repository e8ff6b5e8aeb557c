/** What a key does in the inbox. */
export type InboxShortcutAction = "next" | "previous" | "reply" | "take-over" | "close" | "search" | "help";

/** The inbox's keyboard shortcuts, in the order the help lists them. */
export const inboxShortcuts: readonly { key: string; action: InboxShortcutAction; description: string }[] = [
  { key: "j", action: "next", description: "Open the next conversation" },
  { key: "k", action: "previous", description: "Open the previous conversation" },
  { key: "r", action: "reply", description: "Write a reply" },
  { key: "t", action: "take-over", description: "Take over from the AI" },
  { key: "c", action: "close", description: "Close the conversation (asks first)" },
  { key: "/", action: "search", description: "Search the list (Escape clears the search)" },
  { key: "?", action: "help", description: "Show these shortcuts" },
];

type KeyLike = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; isComposing?: boolean; repeat?: boolean };
type TargetLike = { tagName?: string; isContentEditable?: boolean; getAttribute?: (name: string) => string | null } | null | undefined;

/** Whether a key press lands where the person is writing or choosing: such presses are theirs, not shortcuts. */
export function isTypingTarget(target: TargetLike): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return true;
  const role = target.getAttribute?.("role");
  return role === "textbox" || role === "combobox" || role === "listbox" || role === "menuitem" || role === "option";
}

/** The shortcut a key press means, if any: plain keys only, never while typing or with a modifier held. */
export function shortcutOf(event: KeyLike, target: TargetLike): InboxShortcutAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.repeat) return undefined;
  if (isTypingTarget(target)) return undefined;
  return inboxShortcuts.find((shortcut) => shortcut.key === event.key)?.action;
}
