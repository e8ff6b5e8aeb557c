/** A minimal cookie-keeping HTTP client that signs in to the console the way its sign-in form does. */
export class ConsoleSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /**
     * Sent as X-Forwarded-For, so each test's sign-in attempts count against an address of its own (test servers
     * trust one proxy, which the tests stand in for).
     */
    private readonly clientAddress = "203.0.113.1",
    /** How requests are sent: `fetchFrom` (loopback-client.ts) sends them from a connection address of the test's choosing. */
    private readonly send: typeof fetch = fetch,
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.clientAddress);
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
    const response = await this.send(new URL(path, this.baseUrl), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const separator = pair!.indexOf("=");
      const name = pair!.slice(0, separator);
      const value = pair!.slice(separator + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The request id of the last sign-in attempt, as the audit log names it. */
  lastSignInRequestId: string | undefined;

  /** The Set-Cookie headers of the last sign-in attempt, as the server wrote them (Secure, prefixes). */
  lastSignInCookies: string[] = [];

  /** Signs in with email and password; resolves with the provider's error code, or undefined on success. */
  async signIn(email: string, password: string): Promise<string | undefined> {
    const csrf = (await (await this.request("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await this.request("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, email, password, callbackUrl: "/", json: "true" }),
    });
    this.lastSignInRequestId = response.headers.get("x-request-id") ?? undefined;
    this.lastSignInCookies = response.headers.getSetCookie();
    const { url } = (await response.json()) as { url: string };
    return new URL(url, this.baseUrl).searchParams.get("error") ?? undefined;
  }

  /** The cookies as a Cookie header, for a client that sends its own requests on this session. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  hasSessionCookie(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith("next-auth.session-token"));
  }
}
