/** RFC 5987 value characters: what encodeURIComponent leaves alone, minus the few RFC 5987 does not allow. */
const encodeExtValue = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** Printable ASCII without quote or backslash, for clients that ignore `filename*`. */
const asciiFallback = (value: string) =>
  Array.from(value, (character) => (/^[\x20-\x7e]$/.test(character) && character !== '"' && character !== "\\" ? character : "_")).join("");

/** `attachment` with the file's name, so a browser saves the file instead of showing it. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
