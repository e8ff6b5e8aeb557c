import type { FrameLayoutMessage } from "../frame-messages";

/** Room the frame keeps around the launcher and the open chat (for their shadows and focus rings), in CSS pixels. */
export const frameMargin = 20;
/** The open chat's size on a wide screen; narrower than `fullScreenBelowWidth`, it takes the whole viewport. */
export const openPanelWidth = 400;
export const openPanelMaxHeight = 720;
export const fullScreenBelowWidth = 640;

export type Viewport = { width: number; height: number };

/** The frame's box as inline style values: hidden, or fixed to the viewport at `top`/`right`/`bottom`/`left`. */
export type FrameBox = { display: "none" } | { display: "block"; top: string; right: string; bottom: string; left: string; width: string; height: string };

const px = (value: number) => `${Math.max(0, Math.round(value))}px`;

function anchored(position: FrameLayoutMessage["position"], offset: number, width: number, height: number): FrameBox {
  const side = px(offset);
  return {
    display: "block",
    top: "auto",
    bottom: side,
    left: position === "bottom-left" ? side : "auto",
    right: position === "bottom-left" ? "auto" : side,
    width: px(width),
    height: px(height),
  };
}

/**
 * Where the frame sits for what the page asks: nothing (`hidden`); the launcher with a margin around it in the
 * corner `position` names (`closed`); the open chat in that corner, or the whole viewport on a phone (`open`).
 */
export function frameBox(layout: FrameLayoutMessage, viewport: Viewport): FrameBox {
  if (layout.state === "hidden") return { display: "none" };
  if (layout.state === "closed") {
    const side = layout.launcherSize + 2 * frameMargin;
    return anchored(layout.position, 0, side, side);
  }
  if (viewport.width < fullScreenBelowWidth) {
    return { display: "block", top: "0px", right: "auto", bottom: "auto", left: "0px", width: "100%", height: "100%" };
  }
  const height = Math.min(openPanelMaxHeight, viewport.height - 2 * frameMargin);
  return anchored(layout.position, frameMargin, Math.min(openPanelWidth, viewport.width - 2 * frameMargin), height);
}
