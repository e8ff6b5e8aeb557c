import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";

import { extractLinks } from "./extract-links";

const linksOf = (html: string, pageUrl = "https://example.com/docs/page") => extractLinks(parse(html), new URL(pageUrl)).map((url) => url.href);

describe("extractLinks", () => {
  it("resolves links against the page, normalised, once each, in order", () => {
    const html = `<a href="intro">Intro</a> <a href="/about#team">About</a> <a href="/about">About again</a>
      <area href="https://example.com/map"> <a href="https://other.example/x">Other</a>`;
    expect(linksOf(html)).toEqual(["https://example.com/docs/intro", "https://example.com/about", "https://example.com/map", "https://other.example/x"]);
  });

  it("uses the document's <base href>", () => {
    expect(linksOf(`<head><base href="https://example.com/v2/"></head><a href="start">Start</a>`)).toEqual(["https://example.com/v2/start"]);
  });

  it("leaves out nofollow links, other schemes and anchors without href", () => {
    const html = `<a href="/paid" rel="sponsored nofollow">Ad</a><a href="mailto:a@example.com">Mail</a>
      <a href="javascript:void(0)">JS</a><a name="x">Anchor</a><a href="#top">Top</a>`;
    expect(linksOf(html)).toEqual(["https://example.com/docs/page"]);
  });
});
