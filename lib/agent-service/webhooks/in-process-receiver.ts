import "server-only";

import type { PostOptions, PostOutcome } from "./post-json";

/** The console's webhook receiver called as a function: the delivery as it would arrive over HTTP, and its status. */
export type InProcessReceiver = (delivery: { webhookId: string; headers: Headers; body: string }) => Promise<{ status: number }>;

const holder = globalThis as typeof globalThis & { __switchboardInProcessReceiver?: InProcessReceiver };

/**
 * Lets deliveries to the console's own receiver on this server skip HTTP: the server registers its receiver at
 * start, and a delivery whose URL is this console's receiver is handed to it in the same process, signed and
 * checked exactly as over HTTP. Kept on `globalThis`, as the worker that delivers and the code that registers may
 * be loaded in different module graphs of one server.
 */
export function registerInProcessReceiver(receiver: InProcessReceiver | undefined) {
  holder.__switchboardInProcessReceiver = receiver;
}

/** The webhook id of a receiver URL, `/api/webhooks/{id}`. */
const webhookIdOf = (url: URL) => decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf("/") + 1));

/** A `post` that hands the delivery to the registered receiver; undefined when no receiver is registered here. */
export function inProcessPost(): ((url: URL, options: PostOptions) => Promise<PostOutcome>) | undefined {
  const receiver = holder.__switchboardInProcessReceiver;
  if (!receiver) return undefined;
  return async (url, options) => {
    const { status } = await receiver({ webhookId: webhookIdOf(url), headers: new Headers(options.headers), body: options.body });
    return { status };
  };
}
