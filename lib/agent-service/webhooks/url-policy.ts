import "server-only";
import { lookup } from "node:dns/promises";

import { serverEnv } from "@/lib/env";

import { classifyAddress } from "./ip-classification";

/** Resolves a host name to every address it has. */
export type Resolver = (hostname: string) => Promise<string[]>;

export type UrlPolicy = {
  /** Lower-case `host` (any port) or `host:port` entries that may be called even on private addresses, and over http. */
  allowedHosts: readonly string[];
  /** The console's own public URL: its host is allowed like the listed ones. */
  consoleUrl?: string;
  resolve: Resolver;
};

export type UrlDecision = { isAllowed: true; url: URL; isTrustedHost: boolean } | { isAllowed: false; reason: string };

export const resolveAllAddresses: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The policy this server runs with: its WEBHOOK_ALLOWED_HOSTS, its CONSOLE_PUBLIC_URL (by default this
 * server on localhost, where the console's own receiver answers) and the system resolver.
 */
export function webhookUrlPolicy(): UrlPolicy {
  const env = serverEnv();
  const consoleUrl = env.CONSOLE_PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return { allowedHosts: env.WEBHOOK_ALLOWED_HOSTS, consoleUrl, resolve: resolveAllAddresses };
}

const defaultPorts: Record<string, string> = { "http:": "80", "https:": "443" };

const hostWithPort = (url: URL) => `${url.hostname}:${url.port || defaultPorts[url.protocol]}`;

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Whether the URL's host is one the operator trusts: listed in the allowed hosts, or the console itself. */
export function isTrustedHost(url: URL, policy: Pick<UrlPolicy, "allowedHosts" | "consoleUrl">): boolean {
  const host = url.hostname.toLowerCase();
  if (policy.allowedHosts.some((entry) => entry === host || entry === hostWithPort(url))) return true;
  const consoleUrl = policy.consoleUrl ? parse(policy.consoleUrl) : undefined;
  return consoleUrl !== undefined && hostWithPort(consoleUrl) === hostWithPort(url);
}

/**
 * Whether a webhook may be registered with, or delivered to, this URL: HTTPS to a host whose every
 * address is public. Trusted hosts (see `isTrustedHost`) may also use http and private addresses.
 */
export async function checkWebhookUrl(value: string, policy: UrlPolicy): Promise<UrlDecision> {
  const url = parse(value);
  if (!url || !url.hostname) return { isAllowed: false, reason: "not a valid URL" };
  if (url.protocol !== "https:" && url.protocol !== "http:") return { isAllowed: false, reason: "the URL must use HTTPS" };
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
