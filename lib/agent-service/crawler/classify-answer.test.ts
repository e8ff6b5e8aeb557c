import { describe, expect, it } from "vitest";

import { classifyAnswer } from "./classify-answer";

const url = new URL("http://example.com/a");
const sameHost = (target: URL) => target.host === "example.com";
const answer = (status: number, changes: { location?: string; contentType?: string } = {}) => ({
  status,
  contentType: changes.contentType,
  location: changes.location,
  body: Buffer.from("x"),
});

describe("classifyAnswer", () => {
  it("takes a 2xx as content", () => {
    expect(classifyAnswer(answer(200, { contentType: "text/html" }), url, sameHost)).toMatchObject({ kind: "content", status: 200, contentType: "text/html" });
  });

  it("fails any other status with it as the reason", () => {
    expect(classifyAnswer(answer(404), url, sameHost)).toEqual({ kind: "failed", reason: "HTTP 404", httpStatus: 404 });
    expect(classifyAnswer(answer(500), url, sameHost)).toEqual({ kind: "failed", reason: "HTTP 500", httpStatus: 500 });
    expect(classifyAnswer(answer(304), url, sameHost)).toEqual({ kind: "failed", reason: "HTTP 304", httpStatus: 304 });
  });

  it("follows a redirect on the same host, resolved against the page", () => {
    expect(classifyAnswer(answer(301, { location: "/b#x" }), url, sameHost)).toEqual({
      kind: "redirect",
      status: 301,
      target: new URL("http://example.com/b"),
    });
    expect(classifyAnswer(answer(308, { location: "https://example.com/c" }), url, sameHost)).toMatchObject({ kind: "redirect" });
  });

  it("follows no redirect to another host", () => {
    expect(classifyAnswer(answer(302, { location: "http://evil.example/x" }), url, sameHost)).toEqual({
      kind: "failed",
      reason: "redirected to another host (evil.example)",
      httpStatus: 302,
    });
  });

  it("fails a redirect without a usable Location", () => {
    expect(classifyAnswer(answer(302), url, sameHost)).toMatchObject({ kind: "failed", reason: "HTTP 302 without a Location" });
    expect(classifyAnswer(answer(302, { location: "file:///etc/passwd" }), url, sameHost)).toMatchObject({
      kind: "failed",
      reason: "redirected to a URL that is not http or https",
    });
  });
});
