import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { eventually } from "@/tests/support/agent-service";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (method: string, body?: unknown) => ({
  method,
  headers: { "content-type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

type Crawl = {
  id: string;
  url: string;
  status: string;
  frequency: string;
  nextRunAt: string | null;
  lastRun: null | {
    status: string;
    pagesFound: number;
    pagesFetched: number;
    pagesIndexed: number;
    pagesFailed: number;
    cancelRequestedAt: string | null;
    failedPages: { url: string; reason: string; httpStatus: number | null }[];
  };
};

/** A small website on loopback (the test server allows it as a crawl target): two pages, a broken link, and a slow corner. */
let site: Server;
let siteUrl = "";

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = request.url ?? "/";
    const html = (body: string) => response.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><title>Shop</title><main>${body}</main>`);
    if (path === "/robots.txt") return response.writeHead(404).end();
    if (path === "/") return html(`<h1>Lakeside Kayaks</h1><p>Kayak rentals by the hour.</p><a href="/prices">Prices</a> <a href="/gone">Old page</a>`);
    if (path === "/prices") return html(`<h1>Prices</h1><p>A single kayak costs 18 euros an hour.</p>`);
    if (path === "/slow/") return html(`<p>Slow.</p>${[1, 2, 3].map((n) => `<a href="/slow/${n}">Page ${n}</a>`).join(" ")}`);
    if (path.startsWith("/slow/")) {
      setTimeout(() => html("<p>Late.</p>"), 8_000).unref();
      return;
    }
    response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe("an agent's crawls through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.12.1");
  let crawlsPath = "";
  let organizationId = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    organizationId = await northwindOrganizationId(superadmin);
    const roles = (await (await superadmin.request(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string; name: string }[];
    const created = await superadmin.request(
      `/api/console/organizations/${organizationId}/agents`,
      json("POST", {
        roleId: roles.find((role) => role.name === "Customer support")!.id,
        name: `Crawler ${Date.now().toString(36)}`,
        publicName: "Kai",
        tags: [],
        outputJsonSchema: "{}",
      }),
    );
    expect(created.status).toBe(201);
    const agent = (await created.json()) as { id: string };
    crawlsPath = `/api/console/organizations/${organizationId}/agents/${agent.id}/crawls`;
  });

  const getCrawl = async (id: string) => (await (await superadmin.request(`${crawlsPath}/${id}`)).json()) as Crawl;
  const finished = (id: string) =>
    eventually(async () => {
      const crawl = await getCrawl(id);
      return ["completed", "failed", "cancelled"].includes(crawl.status) ? crawl : undefined;
    }, 25_000);

  it("starts empty, and refuses a bad path pattern on its field before the API is called", async () => {
    const empty = await superadmin.request(crawlsPath);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);

    const refused = await superadmin.request(crawlsPath, json("POST", { url: `${siteUrl}/`, includePaths: ["docs"] }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { "includePaths.0": expect.stringContaining("must be a path") } } });
  });

  it("creates a crawl, runs it, and shows its counts and each failed page with its reason", async () => {
    const created = await superadmin.request(crawlsPath, json("POST", { url: `${siteUrl}/`, pageLimit: 10, maxDepth: 1 }));
    expect(created.status).toBe(201);
    const crawl = (await created.json()) as Crawl & Record<string, unknown>;
    expect(Object.keys(crawl).sort()).toEqual(
      [
        "allowedHosts",
        "autoUpload",
        "createdAt",
        "excludePaths",
        "finishedAt",
        "frequency",
        "id",
        "includePaths",
        "lastRun",
        "maxDepth",
        "nextRunAt",
        "pageLimit",
        "startedAt",
        "status",
        "url",
      ].sort(),
    );
    expect(crawl).toMatchObject({ url: `${siteUrl}/`, status: "never", pageLimit: 10, maxDepth: 1, frequency: "manual", lastRun: null });

    const run = await superadmin.request(`${crawlsPath}/${crawl.id}/run`, { method: "POST" });
    expect(run.status).toBe(200);
    expect(((await run.json()) as Crawl).status).toMatch(/queued|running/);

    const done = await finished(crawl.id);
    expect(done.status).toBe("completed");
    expect(done.lastRun).toMatchObject({ status: "completed", pagesFound: 3, pagesFetched: 2, pagesIndexed: 2, pagesFailed: 1 });
    expect(done.lastRun!.failedPages).toEqual([{ url: `${siteUrl}/gone`, reason: "HTTP 404", httpStatus: 404 }]);

    const listed = (await (await superadmin.request(crawlsPath)).json()) as Crawl[];
    expect(listed.map((item) => item.id)).toEqual([crawl.id]);

    const pages = await superadmin.request(`${crawlsPath}/${crawl.id}/pages?page=1&pageSize=20`);
    expect(pages.status).toBe(200);
    const all = (await pages.json()) as { totalItems: number; data: { url: string; status: string; title: string | null; depth: number }[] };
    expect(all.totalItems).toBe(3);
    expect(all.data[0]).toEqual({ url: `${siteUrl}/`, status: "indexed", depth: 0, title: "Shop", httpStatus: 200, reason: null });
    expect(all.data.map((item) => item.status).sort()).toEqual(["failed", "indexed", "indexed"]);

    const failedOnly = (await (await superadmin.request(`${crawlsPath}/${crawl.id}/pages?status=failed`)).json()) as { totalItems: number; data: unknown[] };
    expect(failedOnly).toMatchObject({ totalItems: 1, data: [{ url: `${siteUrl}/gone`, status: "failed", httpStatus: 404, reason: "HTTP 404" }] });
    expect((await superadmin.request(`${crawlsPath}/${crawl.id}/pages?status=lost`)).status).toBe(400);
  });

  it("cancels a crawl in progress, refuses a second run meanwhile, and says when nothing is running", async () => {
    const crawl = (await (await superadmin.request(crawlsPath, json("POST", { url: `${siteUrl}/slow/` }))).json()) as Crawl;
    expect((await superadmin.request(`${crawlsPath}/${crawl.id}/run`, { method: "POST" })).status).toBe(200);

    const again = await superadmin.request(`${crawlsPath}/${crawl.id}/run`, { method: "POST" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: "UPSTREAM_REJECTED", message: expect.stringContaining("already running") } });

    await eventually(async () => ((await getCrawl(crawl.id)).status === "running" ? true : undefined));
    const cancel = await superadmin.request(`${crawlsPath}/${crawl.id}/cancel`, { method: "POST" });
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as Crawl).lastRun?.cancelRequestedAt).toEqual(expect.any(String));
    expect((await finished(crawl.id)).status).toBe("cancelled");

    const idle = await superadmin.request(`${crawlsPath}/${crawl.id}/cancel`, { method: "POST" });
    expect(idle.status).toBe(400);
    expect(await idle.json()).toMatchObject({ error: { code: "UPSTREAM_REJECTED", message: expect.stringContaining("No crawl is running") } });
  });

  it("changes a crawl's schedule, then deletes it", async () => {
    const crawl = (await (await superadmin.request(crawlsPath, json("POST", { url: `${siteUrl}/prices` }))).json()) as Crawl;
    const updated = await superadmin.request(`${crawlsPath}/${crawl.id}`, json("PATCH", { frequency: "weekly", excludePaths: ["/old/*"] }));
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ frequency: "weekly", excludePaths: ["/old/*"], nextRunAt: expect.any(String) });

    const deleted = await superadmin.request(`${crawlsPath}/${crawl.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    const gone = await superadmin.request(`${crawlsPath}/${crawl.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("answers 404 for the crawls of an agent the API does not have", async () => {
    const unknown = `/api/console/organizations/${organizationId}/agents/00000000-0000-4000-8000-00000000beef/crawls`;
    expect((await superadmin.request(unknown)).status).toBe(404);
  });
});
