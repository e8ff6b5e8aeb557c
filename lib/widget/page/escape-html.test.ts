import { describe, expect, it } from "vitest";

import { escapeHtml, jsonForScriptElement } from "./escape-html";

describe("escapeHtml", () => {
  it("escapes what could open a tag or close an attribute", () => {
    expect(escapeHtml(`<b title="x">Tom & Jerry's</b>`)).toBe("&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;");
  });
});

describe("jsonForScriptElement", () => {
  it("writes no < that could end the element or open a comment", () => {
    const text = jsonForScriptElement({ title: "</script><script>alert(1)</script><!--" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ title: "</script><script>alert(1)</script><!--" });
  });

  it("escapes the line and paragraph separators", () => {
    const text = jsonForScriptElement({ text: "a\u2028b\u2029c" });
    expect(text).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ text: "a\u2028b\u2029c" });
  });
});
