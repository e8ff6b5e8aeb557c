/** A CSP source that is an origin (`scheme://host[:port]`) and nothing more: no space, quote or `;` can get through. */
const originSource = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

const origins = (values: readonly string[]) => [...new Set(values.filter((value) => originSource.test(value)))];

/**
 * The framed page's Content-Security-Policy: its own scripts only; styles from itself (and the inline ones a
 * chosen colour needs); images from anywhere secure (avatars, attachments); requests to itself and to the API
 * deployments signed upload URLs point at (`apiOrigins`); framed only by the console and the allowed websites.
 */
export function widgetPagePolicy({ frameAncestors, apiOrigins }: { frameAncestors: readonly string[]; apiOrigins: readonly string[] }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    ["connect-src 'self'", ...origins(apiOrigins)].join(" "),
    ["frame-ancestors 'self'", ...origins(frameAncestors)].join(" "),
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The headers every answer of the widget's page carries, with its policy. */
export function widgetPageHeaders(policy: string, requestId: string): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cache-Control": "no-store",
    "X-Request-Id": requestId,
  };
}
