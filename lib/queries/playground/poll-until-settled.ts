/** Anything polled for: pending until it is completed or failed. */
export type Polled = { status: "pending" | "completed" | "failed" };

export type PollOptions = {
  /** Give up after this long (default 90 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
};

/** The wait before the n-th read (0-based): quick at first, then every 2 seconds. */
export function pollDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 2_000);
}

export class PollTimeoutError extends Error {
  constructor(seconds: number) {
    super(`No answer after ${seconds} seconds. The agent may still answer: try again, or start a new conversation.`);
    this.name = "PollTimeoutError";
  }
}

function abortError() {
  return new DOMException("The wait was cancelled.", "AbortError");
}

export function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

/**
 * Reads until the result is no longer pending and returns it (completed or failed); a read that throws
 * ends the wait with its error. Rejects with PollTimeoutError after the timeout, or with an AbortError.
 */
export async function pollUntilSettled<T extends Polled>(read: () => Promise<T>, options: PollOptions = {}): Promise<T> {
  const { timeoutMs = 90_000, signal, sleep = sleepFor, now = Date.now } = options;
  const deadline = now() + timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    await sleep(pollDelay(attempt), signal);
    if (signal?.aborted) throw abortError();
    const result = await read();
    if (result.status !== "pending") return result;
    if (now() >= deadline) throw new PollTimeoutError(Math.round(timeoutMs / 1000));
  }
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
