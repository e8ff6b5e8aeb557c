import { describe, expect, it } from "vitest";

import { parseHtmlPage } from "./html-page";

const pageUrl = new URL("https://example.com/menu");

describe("parseHtmlPage", () => {
  it("gives the title, the main text (titled when it has no heading) and the links", () => {
    const page = parseHtmlPage(`<title>Menu</title><nav><a href="/">Home</a></nav><p>Rye on Tuesdays.</p><a href="/about">About</a>`, pageUrl);
    expect(page).toMatchObject({ title: "Menu", text: "# Menu\n\nRye on Tuesdays.\n\nAbout", isIndexable: true, isFollowable: true });
    expect(page.links.map((url) => url.href)).toEqual(["https://example.com/", "https://example.com/about"]);
  });

  it("does not add the title when the page has a top heading", () => {
    expect(parseHtmlPage(`<title>Menu · Bakery</title><h1>Menu</h1><p>Rye.</p>`, pageUrl).text).toBe("# Menu\n\nRye.");
  });

  it("obeys the robots meta tag", () => {
    const noindex = parseHtmlPage(`<meta name="robots" content="noindex"><a href="/a">A</a>`, pageUrl);
    expect(noindex).toMatchObject({ isIndexable: false, isFollowable: true });
    const nofollow = parseHtmlPage(`<meta name="ROBOTS" content="index, nofollow"><a href="/a">A</a>`, pageUrl);
    expect(nofollow).toMatchObject({ isIndexable: true, isFollowable: false, links: [] });
    expect(parseHtmlPage(`<meta name="switchboardbot" content="none">`, pageUrl)).toMatchObject({ isIndexable: false, isFollowable: false });
  });
});
