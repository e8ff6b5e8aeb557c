import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, eventually, prefixes, type TestAgent } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

/** A small website on loopback (allowed by the test server's SCRAPER_ALLOWED_HOSTS), logging what it is asked for. */
let site: Server;
let siteUrl: string;
let sitePort: number;
const requested: string[] = [];

const page = (response: ServerResponse, title: string, body: string) =>
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>${title}</title></head><body>
      <nav><a href="/">Home</a> <a href="/menu">Menu</a> <a href="/about">About</a></nav>
      <main>${body}</main><footer>© Harbour Lights Bakery</footer></body></html>`);

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = request.url ?? "/";
    requested.push(path);
    if (path === "/robots.txt") return response.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nDisallow: /private/\n");
    if (path === "/") {
      return page(
        response,
        "Harbour Lights Bakery",
        `<h1>Harbour Lights Bakery</h1><p>A family bakery by the harbour.</p>
        <a href="/menu#breads">Breads</a> <a href="/private/recipes">Recipes</a> <a href="/excluded/archive">Archive</a>
        <a href="/missing">Old page</a> <a href="/away">Partner shop</a> <a href="/notes.txt">Notes</a> <a href="mailto:hello@bakery.test">Mail</a>`,
      );
    }
    if (path === "/menu") return page(response, "Menu", `<h1>Menu</h1><p>Our sourdough rye is baked only on Tuesdays, with caraway seeds from Öland.</p>`);
    if (path === "/about") return page(response, "About us", `<h1>About us</h1><p>Founded in 1987 by two sisters.</p><a href="/about/team">Team</a>`);
    if (path === "/notes.txt") return response.writeHead(200, { "content-type": "text/plain" }).end("Gluten-free loaves are available on request.");
    if (path === "/away") return response.writeHead(302, { location: `http://localhost:${sitePort}/elsewhere` }).end();
    if (path === "/slow/") {
      const links = [1, 2, 3, 4, 5].map((n) => `<a href="/slow/${n}">Page ${n}</a>`).join(" ");
      return response.writeHead(200, { "content-type": "text/html" }).end(`<title>Slow pages</title><p>${links}</p>`);
    }
    if (path.startsWith("/slow/")) {
      setTimeout(() => page(response, "Late", "<p>Late.</p>"), 8_000).unref();
      return;
    }
    response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
  siteUrl = `http://127.0.0.1:${sitePort}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const asOrganization = (agent: TestAgent) => ({ key: agent.organization.key, header: "Organization-Secret-Key" as const });
const scrapingPath = (agent: TestAgent, prefix = "/external") => `${prefix}/agent-scraps/${agent.id}/scraping`;

async function createConfig(agent: TestAgent, body: Record<string, unknown>, prefix?: string) {
  const response = await callService(baseUrl, "POST", scrapingPath(agent, prefix), { ...asOrganization(agent), body });
  expect(response.status).toBe(201);
  return response.body;
}

const getConfig = (agent: TestAgent, id: string, prefix?: string) => callService(baseUrl, "GET", `${scrapingPath(agent, prefix)}/${id}`, asOrganization(agent));
const runConfig = (agent: TestAgent, id: string) => callService(baseUrl, "POST", `${scrapingPath(agent)}/${id}/run`, asOrganization(agent));
const cancelConfig = (agent: TestAgent, id: string) => callService(baseUrl, "POST", `${scrapingPath(agent)}/${id}/cancel`, asOrganization(agent));

/** Polls the configuration until its latest crawl is over. */
function finishedCrawl(agent: TestAgent, id: string, timeoutMs = 20_000) {
  return eventually(async () => {
    const { body } = await getConfig(agent, id);
    return ["completed", "failed", "cancelled"].includes(body.lastRun?.status) ? body : undefined;
  }, timeoutMs);
}

async function ask(agent: TestAgent, question: string): Promise<string> {
  const user = await callService(baseUrl, "POST", "/external/users", {
    key: agent.key,
    body: { firstName: "Ada", lastName: "Lovelace", email: `ada-${crypto.randomUUID()}@example.test` },
  });
  expect(user.status).toBe(201);
  const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
  expect(conversation.status).toBe(201);
  const reply = await callService(baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, { key: agent.key, body: { message: question } });
  expect(reply.status).toBe(201);
  return reply.body.message;
}

const notFoundBody = { status: 404, name: "ENTITY_NOT_FOUND_ERROR", message: "ENTITY_NOT_FOUND" };

describe.each(prefixes)("scraping configurations under %s", (prefix) => {
  it("creates, lists, gets, updates and deletes a configuration", async () => {
    const agent = await createTestAgent(baseUrl);
    const created = await createConfig(agent, { url: `${siteUrl}/docs#top`, excludeUrls: [`${siteUrl}/old/*`], includePaths: ["/docs/*"] }, prefix);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      agentId: agent.id,
      url: `${siteUrl}/docs`,
      pageLimit: 100,
      maxDepth: 2,
      includePaths: ["/docs/*"],
      excludePaths: ["/old/*"],
      excludeUrls: ["/old/*"],
      allowedHosts: [],
      frequency: "manual",
      autoUpload: true,
      nextRunAt: null,
      crawlerType: "BUILT_IN",
      crawlFormat: "CONTENT",
      crawlingStatus: "not_started",
      startCrawledAt: null,
      endCrawledAt: null,
      lastRun: null,
    });

    const second = await createConfig(agent, { url: `${siteUrl}/`, pageLimit: 5 }, prefix);
    const list = await callService(baseUrl, "GET", scrapingPath(agent, prefix), asOrganization(agent));
    expect(list.status).toBe(200);
    expect(list.body.map((config: any) => config.id)).toEqual([second.id, created.id]);

    const fetched = await getConfig(agent, created.id, prefix);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(created);

    const before = Date.now();
    const updated = await callService(baseUrl, "PUT", `${scrapingPath(agent, prefix)}/${created.id}`, {
      ...asOrganization(agent),
      body: { pageLimit: 3, frequency: "weekly", allowedHosts: ["Docs.Example.com"] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ pageLimit: 3, frequency: "weekly", allowedHosts: ["docs.example.com"], maxDepth: 2, url: `${siteUrl}/docs` });
    const weekMs = 7 * 24 * 60 * 60 * 1000;
    expect(Date.parse(updated.body.nextRunAt) - before).toBeGreaterThanOrEqual(weekMs - 1000);
    expect(Date.parse(updated.body.nextRunAt) - before).toBeLessThan(weekMs + 60_000);

    const deleted = await callService(baseUrl, "DELETE", `${scrapingPath(agent, prefix)}/${created.id}`, asOrganization(agent));
    expect(deleted.status).toBe(204);
    expect(await getConfig(agent, created.id, prefix)).toMatchObject({ status: 404, body: notFoundBody });
  });
});

describe("a crawl", () => {
  it("crawls the site within its limits, reports each failed page with its reason, and changes what the agent answers", async () => {
    const agent = await createTestAgent(baseUrl);
    const question = "When is the sourdough rye baked?";
    expect(await ask(agent, question)).not.toContain("Tuesdays");

    const config = await createConfig(agent, { url: `${siteUrl}/`, pageLimit: 20, maxDepth: 1, excludePaths: ["/excluded/*"] });
    requested.length = 0;
    const run = await runConfig(agent, config.id);
    expect(run.status).toBe(201);
    expect(run.body.lastRun).toMatchObject({ status: "queued", pagesFound: 0, failedPages: [] });
    expect(run.body.crawlingStatus).toBe("in_progress");

    const done = await finishedCrawl(agent, config.id);
    expect(done).toMatchObject({ crawlingStatus: "completed", startCrawledAt: expect.any(String), endCrawledAt: expect.any(String) });
    expect(done.lastRun).toMatchObject({ status: "completed", pagesFound: 7, pagesFetched: 4, pagesIndexed: 4, pagesFailed: 2, pagesSkipped: 1, error: null });
    expect(done.lastRun.failedPages).toEqual(
      expect.arrayContaining([
        { url: `${siteUrl}/missing`, reason: "HTTP 404", httpStatus: 404 },
        { url: `${siteUrl}/away`, reason: `redirected to another host (localhost:${sitePort})`, httpStatus: 302 },
      ]),
    );
    expect(done.lastRun.skippedPages).toEqual([{ url: `${siteUrl}/private/recipes`, reason: "disallowed by robots.txt" }]);

    expect(requested.filter((path) => path === "/robots.txt")).toHaveLength(1);
    expect(requested).toEqual(expect.arrayContaining(["/", "/menu", "/about", "/notes.txt", "/missing", "/away"]));
    expect(requested.filter((path) => path.startsWith("/excluded") || path.startsWith("/private") || path === "/about/team" || path === "/elsewhere")).toEqual(
      [],
    );

    expect(await ask(agent, question)).toContain("Tuesdays");
    expect(await ask(agent, "Are gluten-free loaves available?")).toContain("on request");

    const deleted = await callService(baseUrl, "DELETE", `${scrapingPath(agent)}/${config.id}`, asOrganization(agent));
    expect(deleted.status).toBe(204);
    expect(await ask(agent, question)).not.toContain("Tuesdays");
  });

  it("takes on no more pages than the page limit", async () => {
    const agent = await createTestAgent(baseUrl);
    const config = await createConfig(agent, { url: `${siteUrl}/`, pageLimit: 2 });
    expect((await runConfig(agent, config.id)).status).toBe(201);
    const done = await finishedCrawl(agent, config.id);
    expect(done.lastRun).toMatchObject({ status: "completed", pagesFound: 2 });
  });

  it("refuses a second run while one is running, and stops within a second when cancelled", async () => {
    const agent = await createTestAgent(baseUrl);
    const config = await createConfig(agent, { url: `${siteUrl}/slow/` });
    expect((await runConfig(agent, config.id)).status).toBe(201);

    const again = await runConfig(agent, config.id);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 400, name: "BAD_REQUEST", message: "A crawl is already running." });

    await eventually(async () => {
      const { body } = await getConfig(agent, config.id);
      return body.lastRun.status === "running" && body.lastRun.pagesFetched >= 1 ? body : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = Date.now();
    const cancel = await cancelConfig(agent, config.id);
    expect(cancel.status).toBe(200);
    expect(cancel.body.lastRun.cancelRequestedAt).toEqual(expect.any(String));
    const cancelled = await finishedCrawl(agent, config.id, 5_000);
    expect(Date.now() - asked).toBeLessThan(1_500);
    expect(cancelled).toMatchObject({ crawlingStatus: "canceled", lastRun: { status: "cancelled", pagesIndexed: 1 } });

    const none = await cancelConfig(agent, config.id);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("No crawl is running.");
  });

  it("refuses private, loopback and link-local addresses the server does not allow, with the reason and how to allow them", async () => {
    const agent = await createTestAgent(baseUrl);
    const refused = [
      ["http://127.0.0.2:9/", "loopback"],
      ["http://10.0.0.1/", "private"],
      ["http://192.168.1.10/", "private"],
      ["http://169.254.169.254/latest/meta-data/", "link-local"],
    ] as const;
    for (const [url, kind] of refused) {
      const config = await createConfig(agent, { url });
      expect((await runConfig(agent, config.id)).status).toBe(201);
      const done = await finishedCrawl(agent, config.id);
      expect(done).toMatchObject({ crawlingStatus: "failed" });
      const { hostname, host } = new URL(url);
      const reason = `${hostname} is not a public address (${kind}); set SCRAPER_ALLOWED_HOSTS=${host} on the server to allow crawling it`;
      expect(done.lastRun).toMatchObject({
        status: "failed",
        pagesFetched: 0,
        pagesFailed: 1,
        error: `The start URL could not be crawled: ${reason}`,
        failedPages: [{ url, reason, httpStatus: null }],
      });
    }
  });
});

describe("scraping access", () => {
  it("answers 404 for another organization's agent or configuration, and for another agent's configuration", async () => {
    const agent = await createTestAgent(baseUrl);
    const config = await createConfig(agent, { url: `${siteUrl}/` });
    const stranger = await createTestAgent(baseUrl);
    const sibling = await createTestAgent(baseUrl, { organization: agent.organization });
    const configPath = `${scrapingPath(agent)}/${config.id}`;
    const attempts: [string, string, unknown?][] = [
      ["GET", scrapingPath(agent)],
      ["POST", scrapingPath(agent), { url: `${siteUrl}/` }],
      ["GET", configPath],
      ["PUT", configPath, { pageLimit: 1 }],
      ["DELETE", configPath],
      ["POST", `${configPath}/run`],
      ["POST", `${configPath}/cancel`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await callService(baseUrl, method, path, { ...asOrganization(stranger), body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toMatchObject(notFoundBody);
    }
    const viaSibling = await callService(baseUrl, "GET", `${scrapingPath(sibling)}/${config.id}`, asOrganization(sibling));
    expect(viaSibling).toMatchObject({ status: 404, body: notFoundBody });
    const unknown = await callService(baseUrl, "GET", `${scrapingPath(agent)}/not-a-uuid`, asOrganization(agent));
    expect(unknown).toMatchObject({ status: 404, body: notFoundBody });
    expect((await getConfig(agent, config.id)).status).toBe(200);
  });

  it("refuses invalid settings with the fields named", async () => {
    const agent = await createTestAgent(baseUrl);
    const cases: [Record<string, unknown>, string][] = [
      [{ url: "ftp://example.com/" }, "url"],
      [{ url: "https://user:secret@example.com/" }, "url"],
      [{ url: "https://example.com/", pageLimit: 0 }, "pageLimit"],
      [{ url: "https://example.com/", pageLimit: 1001 }, "pageLimit"],
      [{ url: "https://example.com/", maxDepth: 11 }, "maxDepth"],
      [{ url: "https://example.com/", excludePaths: ["docs"] }, "excludePaths.0"],
      [{ url: "https://example.com/", allowedHosts: ["not a host"] }, "allowedHosts.0"],
      [{ url: "https://example.com/", frequency: "hourly" }, "frequency"],
    ];
    for (const [body, field] of cases) {
      const response = await callService(baseUrl, "POST", scrapingPath(agent), { ...asOrganization(agent), body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.details.map((detail: any) => detail.field)).toContain(field);
    }
    const withAgentKey = await callService(baseUrl, "GET", scrapingPath(agent), { key: agent.key });
    expect(withAgentKey.status).toBe(403);
  });
});
