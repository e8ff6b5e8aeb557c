import { describe, expect, it } from "vitest";

import { insertSavedReply, matchSavedReplies, slashQueryAt } from "./saved-reply-insertion";

describe("slashQueryAt", () => {
  it("finds a shortcut typed at the start", () => {
    expect(slashQueryAt("/ref", 4)).toEqual({ start: 0, end: 4, query: "ref" });
    expect(slashQueryAt("/", 1)).toEqual({ start: 0, end: 1, query: "" });
  });

  it("finds one typed after a space, and reaches to the end of the word under the caret", () => {
    expect(slashQueryAt("Hi Ada, /refund thanks", 11)).toEqual({ start: 8, end: 15, query: "re" });
  });

  it("ignores slashes inside words and links, and words already past", () => {
    expect(slashQueryAt("1/2", 3)).toBeUndefined();
    expect(slashQueryAt("https://example.com", 19)).toBeUndefined();
    expect(slashQueryAt("/refund thanks", 14)).toBeUndefined();
  });
});

describe("matchSavedReplies", () => {
  const replies = [
    { shortcut: "thanks", body: "Thank you for waiting." },
    { shortcut: "refund", body: "Your refund is on its way." },
    { shortcut: "prefund", body: "Before the refund..." },
    { shortcut: "hours", body: "We answer 8 to 8." },
  ];

  it("puts shortcuts that start with the query first, then those that contain it, then bodies", () => {
    expect(matchSavedReplies(replies, "ref").map((reply) => reply.shortcut)).toEqual(["refund", "prefund"]);
    expect(matchSavedReplies(replies, "WAIT").map((reply) => reply.shortcut)).toEqual(["thanks"]);
  });

  it("offers every reply, alphabetically, for an empty query", () => {
    expect(matchSavedReplies(replies, "").map((reply) => reply.shortcut)).toEqual(["hours", "prefund", "refund", "thanks"]);
  });
});

describe("insertSavedReply", () => {
  it("replaces the shortcut with the reply and puts the caret after it", () => {
    const text = "Hi Ada, /ref thanks";
    expect(insertSavedReply(text, { start: 8, end: 12, query: "ref" }, "Your refund is on its way.")).toEqual({
      text: "Hi Ada, Your refund is on its way. thanks",
      caret: 34,
    });
  });
});
