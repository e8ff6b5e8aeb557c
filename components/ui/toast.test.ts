import type { toast as sonnerToast } from "sonner";
import { describe, expect, it } from "vitest";

import { toast, toasterRequest } from "./toast";

/** Stands in for Sonner's `toast`: notes every call with its kind. */
function recordingToast() {
  const shown: [kind: string, message: unknown, options: unknown][] = [];
  const note = (kind: string) => (message: unknown, options?: unknown) => void shown.push([kind, message, options]);
  const stand = Object.assign(note("default"), { success: note("success"), error: note("error"), info: note("info"), warning: note("warning") });
  return { shown, toast: stand as unknown as typeof sonnerToast };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toast", () => {
  it("asks for the toaster at the first toast, holds the toasts until it is ready, then shows them in order", async () => {
    let heard = 0;
    const unsubscribe = toasterRequest.subscribe(() => (heard += 1));
    expect(toasterRequest.isRequested()).toBe(false);

    toast.success("Saved.");
    toast("Aiko is waiting for a person", { id: "waiting:1", description: "Handed over." });
    expect(toasterRequest.isRequested()).toBe(true);
    expect(heard).toBe(1);

    const sonner = recordingToast();
    await settle();
    expect(sonner.shown).toEqual([]);

    toasterRequest.ready(sonner.toast);
    await settle();
    expect(sonner.shown).toEqual([
      ["success", "Saved.", undefined],
      ["default", "Aiko is waiting for a person", { id: "waiting:1", description: "Handed over." }],
    ]);

    toast.error("Failed.");
    toasterRequest.request();
    await settle();
    expect(sonner.shown.at(-1)).toEqual(["error", "Failed.", undefined]);
    expect(heard).toBe(1);
    unsubscribe();
  });
});
