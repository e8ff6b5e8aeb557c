/** Who may see an agent's widget, as its live-chat configuration says. */
export type WidgetAudience = { whitelistedIps: readonly string[]; restrictedCountries: readonly string[] };

/** Headers in which a proxy or CDN in front of the console names the visitor's country (ISO 3166-1 alpha-2). */
export const countryHeaders = ["cf-ipcountry", "cloudfront-viewer-country", "x-vercel-ip-country", "x-country-code"] as const;

const withoutMappedPrefix = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * The visitor's country as a trusted proxy in front of the console named it; undefined when no proxy is trusted
 * (anyone could send the header) or none named one.
 */
export function visitorCountry(headers: Headers, trustedProxies: number): string | undefined {
  if (trustedProxies < 1) return undefined;
  for (const name of countryHeaders) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * Whether a visitor may see the widget: from an address on the list, when the configuration lists addresses; and
 * not from a country it restricts, when the country is known.
 */
export function isInWidgetAudience(audience: WidgetAudience, visitor: { ip: string; country: string | undefined }): boolean {
  if (audience.whitelistedIps.length > 0) {
    const ip = withoutMappedPrefix(visitor.ip);
    if (!audience.whitelistedIps.some((allowed) => withoutMappedPrefix(allowed) === ip)) return false;
  }
  return !(visitor.country && audience.restrictedCountries.includes(visitor.country));
}
