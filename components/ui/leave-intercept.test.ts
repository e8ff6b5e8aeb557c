import { describe, expect, it } from "vitest";

import { leavingDestination, traversalDelta, unsavedChangesDescription, type ClickedLink, type LinkClick } from "./leave-intercept";

const here = "https://console.example/agents/a1?view=all";
const plainClick: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string | null, extra: Partial<ClickedLink> = {}): ClickedLink => ({ href, target: "", isDownload: false, ...extra });

describe("leavingDestination", () => {
  it("answers the path of a plain click on a link to another page of the console", () => {
    expect(leavingDestination(plainClick, link("/agents/a1/keys"), here)).toBe("/agents/a1/keys");
    expect(leavingDestination(plainClick, link("keys"), "https://console.example/agents/a1/")).toBe("/agents/a1/keys");
    expect(leavingDestination(plainClick, link("https://console.example/usage?period=7d#top"), here)).toBe("/usage?period=7d#top");
    expect(leavingDestination(plainClick, link("/agents/a1", { target: "_self" }), here)).toBe("/agents/a1");
  });

  it("counts another search on the same path as leaving, since the page shows something else", () => {
    expect(leavingDestination(plainClick, link("/agents/a1?view=mine"), here)).toBe("/agents/a1?view=mine");
  });

  it("lets clicks that open a new tab or window through", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(leavingDestination({ ...plainClick, [key]: true }, link("/usage"), here)).toBeNull();
    }
    expect(leavingDestination({ ...plainClick, button: 1 }, link("/usage"), here)).toBeNull();
    expect(leavingDestination(plainClick, link("/usage", { target: "_blank" }), here)).toBeNull();
  });

  it("lets downloads, other sites, other schemes and links without an href through", () => {
    expect(leavingDestination(plainClick, link("/api/console/audit/export", { isDownload: true }), here)).toBeNull();
    expect(leavingDestination(plainClick, link("https://docs.example/guide"), here)).toBeNull();
    expect(leavingDestination(plainClick, link("mailto:help@example.com"), here)).toBeNull();
    expect(leavingDestination(plainClick, link(null), here)).toBeNull();
    expect(leavingDestination(plainClick, link("http://[bad"), here)).toBeNull();
  });

  it("lets a jump within the page and a link to the page itself through", () => {
    expect(leavingDestination(plainClick, link("#main"), here)).toBeNull();
    expect(leavingDestination(plainClick, link("/agents/a1?view=all#details"), here)).toBeNull();
    expect(leavingDestination(plainClick, link("/agents/a1?view=all"), here)).toBeNull();
  });

  it("leaves a click someone already handled alone", () => {
    expect(leavingDestination({ ...plainClick, defaultPrevented: true }, link("/usage"), here)).toBeNull();
  });
});

describe("traversalDelta", () => {
  it("answers the steps taken between the entries", () => {
    expect(traversalDelta(4, 3)).toBe(-1);
    expect(traversalDelta(4, 2)).toBe(-2);
    expect(traversalDelta(2, 3)).toBe(1);
  });

  it("takes one step back when the browser reports no indexes", () => {
    expect(traversalDelta(undefined, 3)).toBe(-1);
    expect(traversalDelta(4, undefined)).toBe(-1);
    expect(traversalDelta(-1, 3)).toBe(-1);
  });
});

describe("unsavedChangesDescription", () => {
  it("names the form whose changes would be lost", () => {
    expect(unsavedChangesDescription(["the agent configuration"])).toBe(
      "Your changes to the agent configuration are not saved yet. If you leave this page now, they are lost.",
    );
  });

  it("names each form once, joined as a sentence", () => {
    expect(unsavedChangesDescription(["the pack settings", "the live chat settings", "the pack settings"])).toBe(
      "Your changes to the pack settings and the live chat settings are not saved yet. If you leave this page now, they are lost.",
    );
    expect(unsavedChangesDescription(["a", "b", "c"])).toMatch(/^Your changes to a, b, and c are/);
  });

  it("still reads without a name", () => {
    expect(unsavedChangesDescription([])).toBe("Your changes are not saved yet. If you leave this page now, they are lost.");
  });
});
