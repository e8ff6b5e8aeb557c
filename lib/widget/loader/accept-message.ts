import { isFrameMessage, type FrameLayoutMessage } from "../frame-messages";

/** The launcher sizes a layout may ask for, in CSS pixels; anything else is out of what a page would send. */
const launcherSizes = { min: 16, max: 200 };

export type ReceivedMessage = { origin: string; source: unknown; data: unknown };

/**
 * The layout a posted message asks for, when it comes from the widget's own frame: sent by that frame's window,
 * from the console's origin, and well formed. Anything else on the website's window is none of the loader's.
 */
export function acceptedLayout(event: ReceivedMessage, from: { origin: string; frame: unknown }): FrameLayoutMessage | undefined {
  if (event.origin !== from.origin || from.frame == null || event.source !== from.frame) return undefined;
  if (!isFrameMessage(event.data) || event.data.type !== "layout") return undefined;
  const { state, position, launcherSize } = event.data;
  if (state !== "closed" && state !== "open" && state !== "hidden") return undefined;
  if (position !== "bottom-right" && position !== "bottom-left") return undefined;
  if (typeof launcherSize !== "number" || !(launcherSize >= launcherSizes.min && launcherSize <= launcherSizes.max)) return undefined;
  return { source: event.data.source, type: "layout", state, position, launcherSize };
}
