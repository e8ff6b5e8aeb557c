import "server-only";
import { lookup } from "node:dns/promises";

import { serverEnv } from "@/lib/env";

import { consoleOriginDecision, isConsoleOrigin, type ConsoleReach } from "./console-origin";
import { classifyAddress } from "./ip-classification";

/** Resolves a host name to every address it has. */
export type Resolver = (hostname: string) => Promise<string[]>;

export type UrlPolicy = {
  /** Lower-case `host` (any port) or `host:port` entries that may be called even on private addresses, and over http. */
  allowedHosts: readonly string[];
  /**
   * The console's own URLs (its public one, and this server on localhost). Whatever the allowed hosts say, their
   * origin is refused except for what `consoleReach` allows, which is then trusted like a listed host.
   */
  consoleUrls?: readonly string[];
  /** This server's own address: a receiver there can take a delivery in the same process. */
  thisServerUrl?: string;
  consoleReach?: ConsoleReach;
  resolve: Resolver;
};

/**
 * `isConsoleReceiver`: the URL is the console's webhook receiver on this very server (not its public URL, which may
 * lead through a proxy or a load balancer to another instance, or to something watching the deliveries).
 */
export type UrlDecision = { isAllowed: true; url: URL; isTrustedHost: boolean; isConsoleReceiver?: boolean } | { isAllowed: false; reason: string };

export const resolveAllAddresses: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function serverUrlPolicy(consoleReach: ConsoleReach): UrlPolicy {
  const env = serverEnv();
  const thisServerUrl = `http://localhost:${env.PORT}`;
  const consoleUrls = [thisServerUrl, ...(env.CONSOLE_PUBLIC_URL ? [env.CONSOLE_PUBLIC_URL] : [])];
  return { allowedHosts: env.WEBHOOK_ALLOWED_HOSTS, consoleUrls, thisServerUrl, consoleReach, resolve: resolveAllAddresses };
}

/**
 * The policy webhooks are registered and delivered with: WEBHOOK_ALLOWED_HOSTS, the system resolver, and of the
 * console's own origin (CONSOLE_PUBLIC_URL, and this server on localhost) its webhook receiver only.
 */
export const webhookUrlPolicy = () => serverUrlPolicy("webhook-receiver");

/** The policy agent functions are stored and called with: as webhooks', but the console's own origin not at all. */
export const functionUrlPolicy = () => serverUrlPolicy("none");

const defaultPorts: Record<string, string> = { "http:": "80", "https:": "443" };

const hostWithPort = (url: URL) => `${url.hostname}:${url.port || defaultPorts[url.protocol]}`;

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Whether the URL's host is one the operator trusts: listed in the allowed hosts. */
export function isTrustedHost(url: URL, policy: Pick<UrlPolicy, "allowedHosts">): boolean {
  const host = url.hostname.toLowerCase();
  return policy.allowedHosts.some((entry) => entry === host || entry === hostWithPort(url));
}

/**
 * Whether a webhook may be registered with, or delivered to, this URL (or a function called): HTTPS to a host
 * whose every address is public. Trusted hosts (see `isTrustedHost`) may also use http and private addresses.
 * The console's own origin is refused, listed or not, except for what the policy's `consoleReach` allows.
 */
export async function checkWebhookUrl(value: string, policy: UrlPolicy): Promise<UrlDecision> {
  const url = parse(value);
  if (!url || !url.hostname) return { isAllowed: false, reason: "not a valid URL" };
  if (url.protocol !== "https:" && url.protocol !== "http:") return { isAllowed: false, reason: "the URL must use HTTPS" };
  if (isConsoleOrigin(url, policy.consoleUrls ?? [])) {
    const decision = consoleOriginDecision(url, policy.consoleReach ?? "none");
    const isConsoleReceiver = policy.thisServerUrl !== undefined && isConsoleOrigin(url, [policy.thisServerUrl]);
    return decision.isAllowed ? { isAllowed: true, url, isTrustedHost: true, isConsoleReceiver } : decision;
  }
  if (isTrustedHost(url, policy)) return { isAllowed: true, url, isTrustedHost: true };
  if (url.protocol !== "https:") return { isAllowed: false, reason: "the URL must use HTTPS" };

  const literal = classifyAddress(url.hostname);
  if (literal !== "invalid") {
    return literal === "public" ? { isAllowed: true, url, isTrustedHost: false } : { isAllowed: false, reason: `the address is not public (${literal})` };
  }

  let addresses: string[];
  try {
    addresses = await policy.resolve(url.hostname);
  } catch {
    return { isAllowed: false, reason: "the host name does not resolve" };
  }
  if (addresses.length === 0) return { isAllowed: false, reason: "the host name does not resolve" };
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind !== "public") return { isAllowed: false, reason: `the host name resolves to a non-public address (${kind})` };
  }
  return { isAllowed: true, url, isTrustedHost: false };
}
