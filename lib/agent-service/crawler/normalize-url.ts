/**
 * The one spelling of a page's address the crawl uses to recognise it: absolute, http or https only,
 * without its fragment, credentials or default port, with a lower-case host and at least `/` as path.
 * Two links that differ only in those respects are the same page.
 */
export function normalizeCrawlUrl(href: string, base?: string | URL): URL | undefined {
  let url: URL;
  try {
    url = base === undefined ? new URL(href.trim()) : new URL(href.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (!url.hostname) return undefined;
  url.hash = "";
  url.username = "";
  url.password = "";
  if (!url.search) url.search = "";
  return url;
}

/** `host` or `host:port` as written in allow lists: the port only when it is not the scheme's default. */
export function hostKey(url: URL): string {
  return url.host.toLowerCase();
}
