import { describe, expect, it } from "vitest";

import { returnFocus } from "./lazy-dialog";

/** A trigger that notes when it is focused. */
function trigger() {
  const focused: string[] = [];
  return { focused, ref: { current: { focus: () => void focused.push("trigger") } as Pick<HTMLElement, "focus"> as HTMLElement } };
}

describe("returnFocus", () => {
  it("hands the focus back to the trigger when a dialog closes, in place of Radix's own trigger", () => {
    const { focused, ref } = trigger();
    const event = new Event("focusScope.autoFocusOnUnmount", { cancelable: true });
    returnFocus(event, undefined, ref);
    expect(focused).toEqual(["trigger"]);
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves the focus to the dialog's own handler when that handler has placed it", () => {
    const { focused, ref } = trigger();
    const event = new Event("focusScope.autoFocusOnUnmount", { cancelable: true });
    returnFocus(event, (closing) => closing.preventDefault(), ref);
    expect(focused).toEqual([]);
  });

  it("moves the focus nowhere for a dialog opened without a trigger", () => {
    const event = new Event("focusScope.autoFocusOnUnmount", { cancelable: true });
    expect(() => returnFocus(event, undefined, { current: null })).not.toThrow();
    expect(event.defaultPrevented).toBe(true);
  });
});
