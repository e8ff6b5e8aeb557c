import { classifyAddress } from "./ip-classification";

/** What of the console's own origin an outgoing request may reach: its webhook receiver (webhooks), or nothing (functions). */
export type ConsoleReach = "webhook-receiver" | "none";

const defaultPorts: Record<string, string> = { "http:": "80", "https:": "443" };

const portOf = (url: URL) => url.port || defaultPorts[url.protocol] || "";

/** This machine under any name: `localhost` (and its subdomains), a loopback address, or the unspecified one. */
function isThisMachine(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const kind = classifyAddress(host);
  return kind === "loopback" || kind === "unspecified";
}

/**
 * Whether the URL reaches one of the console's own origins: the same host and port, or, when the console is
 * on this machine, this machine under any other name on that port (127.0.0.1, [::1], 0.0.0.0 reach it too).
 */
export function isConsoleOrigin(url: URL, consoleUrls: readonly string[]): boolean {
  return consoleUrls.some((value) => {
    let own: URL;
    try {
      own = new URL(value);
    } catch {
      return false;
    }
    if (portOf(own) !== portOf(url)) return false;
    if (own.hostname.toLowerCase() === url.hostname.toLowerCase()) return true;
    return isThisMachine(own.hostname) && isThisMachine(url.hostname);
  });
}

const receiverPath = /^\/api\/webhooks\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The console's webhook receiver for one webhook, `/api/webhooks/{uuid}`, and nothing else: no other path, query or credentials. */
export function isWebhookReceiverUrl(url: URL): boolean {
  return receiverPath.test(url.pathname) && url.search === "" && url.username === "" && url.password === "";
}

/** Whether a URL on the console's own origin may be called with this reach; the reason when it may not. */
export function consoleOriginDecision(url: URL, reach: ConsoleReach): { isAllowed: true } | { isAllowed: false; reason: string } {
  if (reach === "webhook-receiver" && isWebhookReceiverUrl(url)) return { isAllowed: true };
  return {
    isAllowed: false,
    reason:
      reach === "webhook-receiver"
        ? "on the console's own address only its webhook receiver (/api/webhooks/{id}) may be called"
        : "the console's own address may not be called",
  };
}
