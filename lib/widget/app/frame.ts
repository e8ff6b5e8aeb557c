/**
 * Where the widget's page is shown, and whom it may talk to: the page is framed by a website, by the console's
 * preview, or opened on its own. Messages go to the parent only with its concrete origin, and only when that
 * origin is one the agent allows; commands are taken only from the parent, from an allowed origin.
 */
export type FrameContext = "website" | "console" | "direct";

/** What the page knows of its parent: whether there is one, and the origin the browser reports for it. */
export type FrameFacts = { isFramed: boolean; ancestorOrigin: string | undefined; referrer: string };

/** The parent's origin: the browser's own record of it when it keeps one, else the page's referrer. */
export function parentOrigin({ isFramed, ancestorOrigin, referrer }: FrameFacts): string | undefined {
  if (!isFramed) return undefined;
  if (ancestorOrigin) return ancestorOrigin;
  try {
    return referrer ? new URL(referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origin to post to, or undefined when the parent is unknown or not allowed (nothing is posted then). */
export function frameTargetOrigin(facts: FrameFacts, allowedOrigins: readonly string[]): string | undefined {
  const origin = parentOrigin(facts);
  return origin && origin !== "null" && allowedOrigins.includes(origin) ? origin : undefined;
}

/** Who shows the page: the console's own preview (framed by it), a website, or nobody (opened directly). */
export function frameContext(facts: FrameFacts, consoleOrigin: string): FrameContext {
  if (!facts.isFramed) return "direct";
  return parentOrigin(facts) === consoleOrigin ? "console" : "website";
}

/** A website sees nothing while the chat is switched off; the console and a direct visit show it with a note. */
export function isWidgetHidden(context: FrameContext, isEnabled: boolean): boolean {
  return !isEnabled && context === "website";
}

/** Whether a posted message may command the page: it came from the parent window, from an allowed origin. */
export function isTrustedSender(event: { origin: string; isFromParent: boolean }, allowedOrigins: readonly string[]): boolean {
  return event.isFromParent && allowedOrigins.includes(event.origin);
}
