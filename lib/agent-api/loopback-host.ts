import { classifyAddress } from "@/lib/agent-service/webhooks/ip-classification";

/**
 * Whether a URL's host name is this machine's loopback: `localhost`, an address in 127.0.0.0/8, or `[::1]`
 * (as `URL.hostname` writes them).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || classifyAddress(host) === "loopback";
}
