import type { HTMLElement } from "node-html-parser";

import { normalizeCrawlUrl } from "./normalize-url";

/** The page's base for relative links: its `<base href>` when it has a usable one, else its own URL. */
export function baseUrlOf(document: HTMLElement, pageUrl: URL): URL {
  const href = document.querySelector("base[href]")?.getAttribute("href");
  return (href && normalizeCrawlUrl(href, pageUrl)) || pageUrl;
}

/**
 * The distinct http(s) pages a document links to (`<a href>`, `<area href>`), in order of appearance,
 * normalised. Links marked `rel="nofollow"` and links to other schemes (mailto:, javascript:) are left out.
 */
export function extractLinks(document: HTMLElement, pageUrl: URL): URL[] {
  const base = baseUrlOf(document, pageUrl);
  const seen = new Set<string>();
  const links: URL[] = [];
  for (const anchor of document.querySelectorAll("a[href], area[href]")) {
    const rel = (anchor.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("nofollow")) continue;
    const url = normalizeCrawlUrl(anchor.getAttribute("href") ?? "", base);
    if (!url || seen.has(url.href)) continue;
    seen.add(url.href);
    links.push(url);
  }
  return links;
}
