const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A mutation is accepted only from the console's own pages: the browser's Sec-Fetch-Site says
 * same-origin, or (for browsers without it) the Origin header matches the request's host.
 * Requests with neither header come from non-browser clients, which carry no ambient cookies to abuse.
 */
export function isCrossSiteMutation(method: string, headers: Headers): boolean {
  if (safeMethods.has(method.toUpperCase())) return false;
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.get("origin");
  if (!origin) return false;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
