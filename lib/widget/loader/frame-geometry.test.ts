import { describe, expect, it } from "vitest";

import { frameMessageSource, type FrameLayoutMessage } from "../frame-messages";
import { frameBox } from "./frame-geometry";

const layout = (state: FrameLayoutMessage["state"], position: FrameLayoutMessage["position"] = "bottom-right"): FrameLayoutMessage => ({
  source: frameMessageSource,
  type: "layout",
  state,
  position,
  launcherSize: 56,
});
const desktop = { width: 1280, height: 800 };

describe("frameBox", () => {
  it("hides the frame when the page has nothing to show", () => {
    expect(frameBox(layout("hidden"), desktop)).toEqual({ display: "none" });
  });

  it("fits the closed frame to the launcher and its margin, in the corner the look names", () => {
    expect(frameBox(layout("closed"), desktop)).toEqual({
      display: "block",
      top: "auto",
      bottom: "0px",
      right: "0px",
      left: "auto",
      width: "96px",
      height: "96px",
    });
    expect(frameBox(layout("closed", "bottom-left"), desktop)).toMatchObject({ left: "0px", right: "auto" });
  });

  it("opens a panel 400 px wide and at most 720 px high, a margin from the corner", () => {
    expect(frameBox(layout("open"), desktop)).toEqual({
      display: "block",
      top: "auto",
      bottom: "20px",
      right: "20px",
      left: "auto",
      width: "400px",
      height: "720px",
    });
    expect(frameBox(layout("open", "bottom-left"), { width: 1024, height: 600 })).toMatchObject({ left: "20px", right: "auto", height: "560px" });
  });

  it("takes the whole viewport on a phone", () => {
    expect(frameBox(layout("open"), { width: 390, height: 844 })).toEqual({
      display: "block",
      top: "0px",
      right: "auto",
      bottom: "auto",
      left: "0px",
      width: "100%",
      height: "100%",
    });
    expect(frameBox(layout("open"), { width: 639, height: 900 })).toMatchObject({ width: "100%" });
    expect(frameBox(layout("open"), { width: 640, height: 900 })).toMatchObject({ width: "400px" });
  });

  it("keeps the launcher's frame small on a phone", () => {
    expect(frameBox(layout("closed"), { width: 390, height: 844 })).toMatchObject({ width: "96px", height: "96px" });
  });
});
