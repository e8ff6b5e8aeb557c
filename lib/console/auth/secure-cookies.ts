/** Where the console says it is reached: its public URL, and next-auth's own when one is set. */
export type ConsoleUrls = { consolePublicUrl?: string; nextAuthUrl?: string };

/**
 * Whether the console's cookies are `Secure` (and next-auth's prefixed `__Secure-`/`__Host-`): whenever the
 * console is reached over https, by CONSOLE_PUBLIC_URL or NEXTAUTH_URL. Over plain http (localhost by default)
 * they are not, or the browser would refuse them and sign-in could not work.
 */
export function usesSecureCookies({ consolePublicUrl, nextAuthUrl }: ConsoleUrls): boolean {
  return [consolePublicUrl, nextAuthUrl].some((url) => url?.trim().toLowerCase().startsWith("https://") === true);
}
