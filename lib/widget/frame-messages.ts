/**
 * What the widget's page and the loader on the website tell each other with `postMessage`. The page only
 * says how much room it needs; the loader only asks it to open or close. Each side checks the other's origin.
 */
export const frameMessageSource = "switchboard-widget";

/** The page to the loader: the launcher alone (`closed`), the open chat (`open`), or nothing to show (`hidden`). */
export type FrameLayoutMessage = {
  source: typeof frameMessageSource;
  type: "layout";
  state: "closed" | "open" | "hidden";
  position: "bottom-right" | "bottom-left";
  launcherSize: number;
};

/** The loader to the page: open or close the chat (the website's own button, or Escape on the page). */
export type FrameCommandMessage = { source: typeof frameMessageSource; type: "command"; command: "open" | "close" };

export type FrameMessage = FrameLayoutMessage | FrameCommandMessage;

/** Whether a posted value is one of the widget's messages. */
export function isFrameMessage(value: unknown): value is FrameMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as { source?: unknown; type?: unknown };
  return message.source === frameMessageSource && (message.type === "layout" || message.type === "command");
}
