/**
 * Function endpoint headers often carry a third-party secret (an Authorization token). The browser sees
 * each value masked, keeping only its last four characters; a masked value sent back unchanged means
 * "keep what is stored".
 */
const maskPrefix = "••••••";

export function maskHeaderValue(value: string): string {
  return value.length > 8 ? `${maskPrefix}${value.slice(-4)}` : maskPrefix;
}

export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, maskHeaderValue(value)]));
}

export function isMaskedHeaderValue(value: string): boolean {
  return value.startsWith(maskPrefix);
}

/**
 * Headers to store from an edit: new values as typed; a masked value replaced by the stored value of the
 * same header (names compared case-insensitively), or left out when there is none to keep.
 */
export function restoreMaskedHeaders(incoming: Record<string, string>, stored: Record<string, string>): Record<string, string> {
  const storedByName = new Map(Object.entries(stored).map(([name, value]) => [name.toLowerCase(), value]));
  const restored: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (!isMaskedHeaderValue(value)) restored[name] = value;
    else if (storedByName.has(name.toLowerCase())) restored[name] = storedByName.get(name.toLowerCase())!;
  }
  return restored;
}
