/** The header that names a request, on the way in (a caller's own id) and on every answer. */
export const requestIdHeader = "x-request-id";

/** A caller's id is kept when it is 1–128 characters of letters, digits and `._:+/=-`, starting with a letter or digit. */
const wellFormedRequestId = /^[A-Za-z0-9][A-Za-z0-9._:+/=-]{0,127}$/;

export function isWellFormedRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && wellFormedRequestId.test(value);
}

/** The id a request goes by: the caller's, when it is well formed, or a fresh one. */
export function requestIdFor(incoming: string | null | undefined): string {
  return isWellFormedRequestId(incoming) ? incoming : crypto.randomUUID();
}
