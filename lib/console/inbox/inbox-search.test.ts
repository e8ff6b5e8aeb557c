import { describe, expect, it } from "vitest";

import { channelLabel, channelsOf, inboxSearchString, parseInboxSearch, searchTextOf } from "./inbox-search";

const params = (query: string) => new URLSearchParams(query);

describe("parseInboxSearch", () => {
  it("opens the Waiting view by default", () => {
    expect(parseInboxSearch(params(""))).toEqual({ view: "waiting", filters: {} });
  });

  it("reads the view, the agent and the channel", () => {
    expect(parseInboxSearch(params("view=mine&agent=a-1&channel=live_chat"))).toEqual({ view: "mine", filters: { agentId: "a-1", channel: "live_chat" } });
  });

  it("falls back to Waiting for a view that does not exist, and ignores empty filters", () => {
    expect(parseInboxSearch(params("view=everything&agent=&channel=%20&q=%20%20"))).toEqual({ view: "waiting", filters: {} });
  });

  it("reads the Unassigned view and the searched text, trimmed", () => {
    expect(parseInboxSearch(params("view=unassigned&q=%20Zo%C3%AB%20parcel%20"))).toEqual({ view: "unassigned", filters: { text: "Zoë parcel" } });
  });
});

describe("inboxSearchString", () => {
  it("says nothing for the plain Waiting view", () => {
    expect(inboxSearchString({ view: "waiting", filters: {} })).toBe("");
  });

  it("keeps the view and filters, and reads back the same", () => {
    const search = { view: "closed" as const, filters: { agentId: "a 1", channel: "whatsapp" } };
    const query = inboxSearchString(search);
    expect(query).toBe("?view=closed&agent=a+1&channel=whatsapp");
    expect(parseInboxSearch(new URLSearchParams(query.slice(1)))).toEqual(search);
  });

  it("keeps a searched text through the URL, whatever its characters", () => {
    const search = { view: "unassigned" as const, filters: { channel: "email", text: "Zoë & Co #1042 ?view=closed" } };
    const query = inboxSearchString(search);
    expect(query).toBe("?view=unassigned&channel=email&q=Zo%C3%AB+%26+Co+%231042+%3Fview%3Dclosed");
    expect(parseInboxSearch(new URLSearchParams(query.slice(1)))).toEqual(search);
  });

  it("leaves a blank search out, and trims one that is not", () => {
    expect(inboxSearchString({ view: "waiting", filters: { text: "   " } })).toBe("");
    expect(inboxSearchString({ view: "mine", filters: { text: " ada  " } })).toBe("?view=mine&q=ada");
  });
});

describe("searchTextOf", () => {
  it("trims, bounds the length and says nothing for a blank text", () => {
    expect(searchTextOf("  ada ")).toBe("ada");
    expect(searchTextOf(" ")).toBeUndefined();
    expect(searchTextOf(null)).toBeUndefined();
    expect(searchTextOf("x".repeat(500))).toHaveLength(200);
  });
});

describe("channelsOf", () => {
  it("lists each channel once, sorted, skipping unknown ones", () => {
    expect(channelsOf([{ channel: "whatsapp" }, { channel: null }, { channel: "live_chat" }, { channel: "whatsapp" }])).toEqual(["live_chat", "whatsapp"]);
  });
});

describe("channelLabel", () => {
  it("says a channel in words", () => {
    expect(channelLabel("live_chat")).toBe("Live chat");
    expect(channelLabel("api")).toBe("API");
    expect(channelLabel("WHATSAPP")).toBe("Whatsapp");
  });
});
