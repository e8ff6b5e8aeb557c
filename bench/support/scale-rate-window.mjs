/**
 * The embedded service counts an organization's requests in fixed windows aligned on the clock (a minute
 * each). A benchmark that makes many requests on one organization asks `delayBefore(n)` how long to wait so
 * that `n` more requests fit in one window under the limit, says `count(n)` before making them and
 * `settle(n)` once they are made.
 */
export class RateWindow {
  #windowMs;
  #limit;
  #now;
  #windowStart = -1;
  #used = 0;
  #countedIn = -1;

  constructor({ limit, windowMs = 60_000, now = Date.now }) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  #roll() {
    const start = Math.floor(this.#now() / this.#windowMs) * this.#windowMs;
    if (start !== this.#windowStart) {
      this.#windowStart = start;
      this.#used = 0;
    }
  }

  /** Milliseconds to wait before `requests` more fit in the current window (0 when they fit now). */
  delayBefore(requests) {
    this.#roll();
    if (this.#used + requests <= this.#limit) return 0;
    return this.#windowStart + this.#windowMs - this.#now() + 50;
  }

  count(requests) {
    this.#roll();
    this.#used += requests;
    this.#countedIn = this.#windowStart;
  }

  /**
   * After the requests `count` was told of have been made: if a new window began while they were under way,
   * any of them may have landed in it, so it is taken as holding all of them.
   */
  settle(requests) {
    this.#roll();
    if (this.#windowStart !== this.#countedIn) this.#used += requests;
    this.#countedIn = this.#windowStart;
  }
}
