import { describe, expect, it } from "vitest";

import { resumeAfter, serverSentComment, serverSentEvent } from "./server-sent-events";

describe("serverSentEvent", () => {
  it("writes id, event and data, ending with a blank line", () => {
    expect(serverSentEvent({ id: 42, event: "inbox", data: '{"a":1}' })).toBe('id: 42\nevent: inbox\ndata: {"a":1}\n\n');
  });

  it("splits data over several data lines so a newline cannot end the frame early", () => {
    expect(serverSentEvent({ data: "one\ntwo\r\nthree" })).toBe("data: one\ndata: two\ndata: three\n\n");
  });

  it("keeps line breaks out of the id and event name", () => {
    expect(serverSentEvent({ id: "1\n2", event: "a\nb", data: "x" })).toBe("id: 12\nevent: ab\ndata: x\n\n");
  });
});

describe("serverSentComment", () => {
  it("is a comment on one line", () => {
    expect(serverSentComment("keep\nalive")).toBe(": keep alive\n\n");
  });
});

describe("resumeAfter", () => {
  it("prefers the Last-Event-ID header, then the query", () => {
    expect(resumeAfter("17", "3")).toBe(17);
    expect(resumeAfter(null, "3")).toBe(3);
  });

  it("ignores what is not an event id", () => {
    expect(resumeAfter("abc", null)).toBeUndefined();
    expect(resumeAfter("-1", null)).toBeUndefined();
    expect(resumeAfter(null, null)).toBeUndefined();
    expect(resumeAfter("1".repeat(20), null)).toBeUndefined();
  });
});
