/**
 * A console session over plain HTTP: signs in the way the sign-in form does and keeps the cookies, so a
 * benchmark can call console routes and hand the same session to a load generator, a browser or Lighthouse.
 */
export class ConsoleSession {
  #cookies = new Map();

  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  async request(path, init = {}) {
    const headers = new Headers(init.headers);
    if (this.#cookies.size > 0) headers.set("cookie", this.cookieHeader());
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  /** Sends JSON and reads JSON; throws with the answer when the status is not an expected one. */
  async json(method, path, body, expected = [200, 201]) {
    const response = await this.request(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (![expected].flat().includes(response.status)) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** Signs in with email and password; throws when the console refuses. */
  async signIn(email, password) {
    const { csrfToken } = await (await this.request("/api/auth/csrf")).json();
    const response = await this.request("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/", json: "true" }),
    });
    const { url } = await response.json();
    const error = new URL(url, this.baseUrl).searchParams.get("error");
    if (error || !this.hasSessionCookie()) throw new Error(`signing in as ${email} failed: ${error ?? "no session cookie"}`);
  }

  setCookie(name, value) {
    this.#cookies.set(name, value);
  }

  /** The cookies in the shape Playwright's `context.addCookies` takes. */
  browserCookies() {
    const { hostname } = new URL(this.baseUrl);
    return [...this.#cookies].map(([name, value]) => ({ name, value, domain: hostname, path: "/", httpOnly: true, sameSite: "Lax" }));
  }

  /** The cookies as a Cookie header, for a client (a load generator) that sends requests on this session. */
  cookieHeader() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  hasSessionCookie() {
    return [...this.#cookies.keys()].some((name) => name.endsWith("next-auth.session-token"));
  }
}
