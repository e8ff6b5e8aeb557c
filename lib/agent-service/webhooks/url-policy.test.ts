import { describe, expect, it } from "vitest";

import { checkWebhookUrl, isTrustedHost, type Resolver, type UrlPolicy } from "./url-policy";

const records: Record<string, string[]> = {
  "hooks.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  "mixed.example.com": ["93.184.216.34", "10.0.0.7"],
  "metadata.example.com": ["169.254.169.254"],
  "mapped.example.com": ["::ffff:127.0.0.1"],
  "internal.corp": ["10.1.2.3"],
  "receiver.internal": ["192.168.5.5"],
  localhost: ["127.0.0.1", "::1"],
  "empty.example.com": [],
};

const resolve: Resolver = async (hostname) => {
  const addresses = records[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return addresses;
};

const policy = (overrides: Partial<UrlPolicy> = {}): UrlPolicy => ({ allowedHosts: [], resolve, ...overrides });

describe("checkWebhookUrl", () => {
  it.each([
    "https://hooks.example.com/receive",
    "https://hooks.example.com:8443/receive?x=1",
    "https://93.184.216.34/hook",
    "https://[2606:4700:4700::1111]/hook",
  ])("allows %s", async (url) => {
    expect(await checkWebhookUrl(url, policy())).toMatchObject({ isAllowed: true, isTrustedHost: false });
  });

  it.each([
    ["http://example.com/x", "HTTPS"],
    ["http://hooks.example.com/receive", "HTTPS"],
    ["ftp://hooks.example.com/receive", "HTTPS"],
    ["not a url", "valid"],
    ["https://10.0.0.5/x", "private"],
    ["https://169.254.169.254/", "link-local"],
    ["https://127.0.0.1:8080/x", "loopback"],
    ["https://0x7f.1/x", "loopback"],
    ["https://2130706433/x", "loopback"],
    ["https://[::1]/x", "loopback"],
    ["https://[::ffff:169.254.169.254]/x", "link-local"],
    ["https://[fd00::1]/x", "private"],
    ["https://[fe80::1]/x", "link-local"],
    ["https://0.0.0.0/x", "unspecified"],
    ["https://100.64.1.1/x", "shared"],
    ["https://224.0.0.1/x", "multicast"],
    ["https://mixed.example.com/x", "private"],
    ["https://metadata.example.com/x", "link-local"],
    ["https://mapped.example.com/x", "loopback"],
    ["https://localhost/x", "loopback"],
    ["https://nowhere.example.com/x", "does not resolve"],
    ["https://empty.example.com/x", "does not resolve"],
  ])("refuses %s (%s)", async (url, reason) => {
    const decision = await checkWebhookUrl(url, policy());
    expect(decision.isAllowed).toBe(false);
    if (!decision.isAllowed) expect(decision.reason).toContain(reason);
  });

  it("lets listed hosts through on any port, over http, even on private addresses", async () => {
    const allowed = policy({ allowedHosts: ["127.0.0.1", "localhost", "internal.corp"] });
    for (const url of ["http://127.0.0.1:4000/hook", "https://127.0.0.1/hook", "http://localhost:9/x", "http://internal.corp/hook"]) {
      expect(await checkWebhookUrl(url, allowed)).toMatchObject({ isAllowed: true, isTrustedHost: true });
    }
    expect((await checkWebhookUrl("https://10.0.0.5/x", allowed)).isAllowed).toBe(false);
  });

  it("restricts a host:port entry to that port, with default ports filled in", async () => {
    const allowed = policy({ allowedHosts: ["receiver.internal:8080", "internal.corp:443"] });
    expect((await checkWebhookUrl("http://receiver.internal:8080/x", allowed)).isAllowed).toBe(true);
    expect((await checkWebhookUrl("http://receiver.internal:8081/x", allowed)).isAllowed).toBe(false);
    expect((await checkWebhookUrl("https://internal.corp/x", allowed)).isAllowed).toBe(true);
    expect((await checkWebhookUrl("http://internal.corp/x", allowed)).isAllowed).toBe(false);
  });

  it("accepts an IPv6 allowed host written with brackets", async () => {
    const allowed = policy({ allowedHosts: ["[::1]"] });
    expect((await checkWebhookUrl("http://[::1]:3000/x", allowed)).isAllowed).toBe(true);
  });

  it("trusts only the webhook receiver on the console's own origin, even when its host is listed", async () => {
    const receiver = "http://localhost:3000/api/webhooks/0b7c6a52-3f1e-4c1a-9d2b-5e8f7a6c4d3b";
    const webhooks = policy({ allowedHosts: ["localhost", "127.0.0.1"], consoleUrls: ["http://localhost:3000"], consoleReach: "webhook-receiver" });
    expect(await checkWebhookUrl(receiver, webhooks)).toMatchObject({ isAllowed: true, isTrustedHost: true });
    for (const url of ["http://localhost:3000/api/console/webhooks", "http://127.0.0.1:3000/api/console/users", `${receiver}?x=1`]) {
      const decision = await checkWebhookUrl(url, webhooks);
      expect(decision.isAllowed).toBe(false);
      if (!decision.isAllowed) expect(decision.reason).toContain("webhook receiver");
    }
    expect((await checkWebhookUrl("http://localhost:3001/x", webhooks)).isAllowed).toBe(true);
  });

  it("refuses the console's own origin to functions, the receiver too", async () => {
    const functions = policy({ allowedHosts: ["localhost"], consoleUrls: ["http://localhost:3000", "https://console.example.com"], consoleReach: "none" });
    for (const url of [
      "http://localhost:3000/api/webhooks/0b7c6a52-3f1e-4c1a-9d2b-5e8f7a6c4d3b",
      "https://console.example.com/api/console/users",
      "http://[::1]:3000/",
    ]) {
      const decision = await checkWebhookUrl(url, functions);
      expect(decision.isAllowed).toBe(false);
      if (!decision.isAllowed) expect(decision.reason).toBe("the console's own address may not be called");
    }
    expect((await checkWebhookUrl("http://localhost:4000/x", functions)).isAllowed).toBe(true);
  });

  it("does not resolve names when the host is an IP literal", async () => {
    const resolveNever: Resolver = () => Promise.reject(new Error("should not resolve"));
    expect((await checkWebhookUrl("https://8.8.8.8/x", policy({ resolve: resolveNever }))).isAllowed).toBe(true);
  });
});

describe("isTrustedHost", () => {
  it("compares host names case-insensitively", () => {
    expect(isTrustedHost(new URL("https://LocalHost:5/x"), { allowedHosts: ["localhost"] })).toBe(true);
    expect(isTrustedHost(new URL("https://other/x"), { allowedHosts: ["localhost"] })).toBe(false);
  });
});
