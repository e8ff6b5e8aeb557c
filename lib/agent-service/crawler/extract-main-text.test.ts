import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";

import { extractMainText, extractTitle } from "./extract-main-text";

const html = (body: string, head = "<title>Bakery</title>") =>
  parse(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, {
    comment: false,
    blockTextElements: { script: false, style: false, noscript: false, pre: true },
  });

describe("extractMainText", () => {
  it("keeps headings as Markdown headings, paragraphs apart and lists as items", () => {
    const text = extractMainText(
      html(`<h1>Our bread</h1><p>Baked   daily with <b>rye</b>
        flour.</p><h2>Opening hours</h2><ul><li>Mon: 8–18</li><li>Sat: <em>9–13</em></li></ul>`),
    );
    expect(text).toBe("# Our bread\n\nBaked daily with rye flour.\n\n## Opening hours\n\n- Mon: 8–18\n- Sat: 9–13");
  });

  it("leaves out scripts, styles, navigation, footers, hidden parts and form controls", () => {
    const text = extractMainText(
      html(`<nav><a href="/">Home</a></nav><div role="navigation">Menu</div><script>var secret = 1;</script>
        <style>p { color: red }</style><p>Visible text.</p><p hidden>Hidden text.</p><div aria-hidden="true">Icon</div>
        <form><p>Your email</p><input value="x"><button>Send</button></form><footer>© 2025</footer>`),
    );
    expect(text).toBe("Visible text.\n\nYour email");
  });

  it("reads the <main> element when there is one, headers inside it included", () => {
    const text = extractMainText(html(`<header><h1>Site name</h1></header><main><header><h1>Article</h1></header><p>Body.</p></main><aside>Ads</aside>`));
    expect(text).toBe("# Article\n\nBody.");
  });

  it("leaves out the site's header when the whole body is read", () => {
    expect(extractMainText(html(`<header>Site name · Sign in</header><p>Content.</p>`))).toBe("Content.");
  });

  it("decodes entities, keeps line breaks and table rows", () => {
    const text = extractMainText(
      html(`<p>Fish &amp; chips&nbsp;&eacute;t&eacute;<br>Second line</p><table><tr><th>Day</th><th>Open</th></tr><tr><td>Mon</td><td>8</td></tr></table>`),
    );
    expect(text).toBe("Fish & chips été\nSecond line\n\nDay | Open\nMon | 8");
  });

  it("keeps preformatted text as it is", () => {
    expect(extractMainText(html(`<pre>line one\n  line two</pre>`))).toBe("line one\nline two");
  });
});

describe("extractTitle", () => {
  it("is the <title>, else og:title, else the first <h1>", () => {
    expect(extractTitle(html("<h1>Heading</h1>", "<title>  The   title </title>"))).toBe("The title");
    expect(extractTitle(html("<h1>Heading</h1>", '<meta property="og:title" content="OG title">'))).toBe("OG title");
    expect(extractTitle(html("<h1>Heading</h1>", ""))).toBe("Heading");
    expect(extractTitle(html("<p>No title</p>", ""))).toBeUndefined();
  });
});
