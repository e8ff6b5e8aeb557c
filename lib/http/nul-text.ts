/**
 * Where a parsed request holds text with a NUL character, as dotted paths (`name`, `users.0.email`).
 * PostgreSQL cannot store or compare such text, so it is refused as a bad field before any query.
 * Only strings inside plain objects and arrays are looked at: files and other values are not text.
 */
export function fieldsWithNul(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [path.join(".") || "body"] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithNul(item, [...path, String(index)]));
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes("\u0000") ? [[...path, key.replaceAll("\u0000", "\\0")].join(".")] : fieldsWithNul(item, [...path, key]),
  );
}

export const nulFieldMessage = "must not contain NUL characters";
