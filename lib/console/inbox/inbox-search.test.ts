import { describe, expect, it } from "vitest";

import { channelLabel, channelsOf, inboxSearchString, parseInboxSearch } from "./inbox-search";

const params = (query: string) => new URLSearchParams(query);

describe("parseInboxSearch", () => {
  it("opens the Waiting view by default", () => {
    expect(parseInboxSearch(params(""))).toEqual({ view: "waiting", filters: {} });
  });

  it("reads the view, the agent and the channel", () => {
    expect(parseInboxSearch(params("view=mine&agent=a-1&channel=live_chat"))).toEqual({ view: "mine", filters: { agentId: "a-1", channel: "live_chat" } });
  });

  it("falls back to Waiting for a view that does not exist, and ignores empty filters", () => {
    expect(parseInboxSearch(params("view=everything&agent=&channel=%20"))).toEqual({ view: "waiting", filters: {} });
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
