import { parse, type HTMLElement } from "node-html-parser";

import { extractLinks } from "./extract-links";
import { extractMainText, extractTitle } from "./extract-main-text";

export type HtmlPage = {
  title: string | undefined;
  /** Markdown-ish main text; starts with the title as a heading when the page has no `#` heading of its own. */
  text: string;
  links: URL[];
  /** False when the page's robots meta tag says `noindex` (or `none`). */
  isIndexable: boolean;
  /** False when the page's robots meta tag says `nofollow` (or `none`). */
  isFollowable: boolean;
};

/** The directives of `<meta name="robots">` and of the crawler's own `<meta name="switchboardbot">`. */
function robotsDirectives(document: HTMLElement): Set<string> {
  const directives = document
    .querySelectorAll("meta[name][content]")
    .filter((meta) => ["robots", "switchboardbot"].includes((meta.getAttribute("name") ?? "").toLowerCase()))
    .flatMap((meta) => (meta.getAttribute("content") ?? "").toLowerCase().split(/[\s,]+/));
  return new Set(directives.filter(Boolean));
}

export function parseHtmlPage(html: string, pageUrl: URL): HtmlPage {
  const document = parse(html.replace(/<!doctype[^>]*>/i, ""), {
    comment: false,
    blockTextElements: { script: false, style: false, noscript: false, pre: true },
  });
  const directives = robotsDirectives(document);
  const isFollowable = !directives.has("nofollow") && !directives.has("none");
  const links = isFollowable ? extractLinks(document, pageUrl) : [];
  const title = extractTitle(document);
  const body = extractMainText(document);
  const hasTopHeading = /^# /m.test(body);
  return {
    title,
    text: title && body && !hasTopHeading ? `# ${title}\n\n${body}` : body,
    links,
    isIndexable: !directives.has("noindex") && !directives.has("none"),
    isFollowable,
  };
}
