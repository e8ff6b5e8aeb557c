/**
 * Where the widget's page is shown, and whom it may talk to: the page is framed by a website, by the console's
 * preview, or opened on its own. Messages go to the parent only with its concrete origin, and only when that
 * origin is one the agent allows; commands are taken only from the parent, from an allowed origin.
 */
export type FrameContext = "website" | "console" | "direct";

/**
 * What the page knows of its parent: whether there is one, the origin the browser reports for it, and the origin
 * the loader says it runs on (in the page's address: `#origin=…`).
 */
export type FrameFacts = { isFramed: boolean; ancestorOrigin: string | undefined; referrer: string; claimedOrigin?: string | undefined };

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The parent's origin: the browser's own record of it when it keeps one, else the page's referrer, else what the
 * loader said (a browser without `ancestorOrigins` on a website that sends no referrer). The framing itself is
 * held to the allowed websites by the page's policy, and a message posted to a wrong origin is dropped.
 */
export function parentOrigin({ isFramed, ancestorOrigin, referrer, claimedOrigin }: FrameFacts): string | undefined {
  if (!isFramed) return undefined;
  return ancestorOrigin || originOf(referrer) || originOf(claimedOrigin);
}

/** The origin the loader wrote into the page's address, if any. */
export function claimedOriginOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, "")).get("origin") ?? undefined;
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
