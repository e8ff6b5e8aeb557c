/** A price the API gives in cents, as money in the reader's locale (the API names no currency: US dollars). */
export function formatPriceCents(cents: number, locale?: string, currency = "USD"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}

/** A quota in the reader's locale: 2,000,000 rather than 2000000. */
export function formatQuota(amount: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(amount);
}
