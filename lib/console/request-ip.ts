type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The client's address as the nearest proxy reports it; "unknown" when none does. */
export function clientAddress(headers: HeaderSource): string {
  const forwarded = header(headers, "x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || header(headers, "x-real-ip")?.trim() || "unknown";
}
