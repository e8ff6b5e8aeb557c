/**
 * Path patterns of a scraping configuration, as in `/docs/*`: matched against a page's whole path,
 * `*` standing for any characters (slashes too). A pattern ending in `/*` also matches the folder
 * itself (`/docs/*` matches `/docs` and `/docs/`). An absolute URL given as a pattern counts as its path.
 */

/** The path part of a pattern entry: an absolute URL becomes its path, a path stays as it is. */
export function toPathPattern(entry: string): string {
  const trimmed = entry.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed).pathname;
  } catch {
    return trimmed;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

function patternRegExp(pattern: string): RegExp {
  const folder = /\/\*$/.exec(pattern) ? pattern.slice(0, -2) : undefined;
  const body = escapeRegExp(pattern).replace(/\*/g, ".*");
  const alternatives = folder === undefined ? [body] : [body, `${escapeRegExp(folder).replace(/\*/g, ".*")}/?`];
  return new RegExp(`^(?:${alternatives.join("|")})$`);
}

function decodeURISafely(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * Whether a page's path (as in `URL.pathname`, percent-encoded) matches the pattern. The pattern may
 * be written plainly (`/café/*`) or encoded (`/caf%C3%A9/*`).
 */
export function matchesPathPattern(path: string, pattern: string): boolean {
  return patternRegExp(encodeURI(decodeURISafely(toPathPattern(pattern)))).test(path);
}

export function matchesAnyPathPattern(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesPathPattern(path, pattern));
}
