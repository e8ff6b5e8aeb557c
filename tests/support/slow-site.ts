import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A small website on loopback whose pages answer slowly, counting how often each path is asked for. */
export type SlowSite = {
  url: string;
  /** The page paths, start page first. */
  paths: string[];
  /** How many times each path was requested. */
  requests: Map<string, number>;
  close(): Promise<void>;
};

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/**
 * Serves a start page linking to `pageCount` guide pages, each with a sentence of its own, every answer held
 * back by `delayMs` (so a crawl of it takes a while); robots.txt is absent.
 */
export async function startSlowSite({ pageCount, delayMs }: { pageCount: number; delayMs: number }): Promise<SlowSite> {
  const guides = Array.from({ length: pageCount }, (_, index) => `/guide/${index + 1}`);
  const pages = new Map<string, string>([
    ["/", html("Fjord Cabins", `<p>Cabins to rent by the fjord all year round.</p>${guides.map((path) => `<a href="${path}">Guide ${path}</a>`).join(" ")}`)],
    ...guides.map((path, index): [string, string] => [
      path,
      html(`Guide ${index + 1}`, `<p>Cabin number ${index + 1} sleeps ${(index % 6) + 2} guests and has a wood stove.</p>`),
    ]),
  ]);
  const requests = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path === "/robots.txt") return response.writeHead(404, { "content-type": "text/plain" }).end("none");
    setTimeout(() => {
      if (response.destroyed) return;
      const page = pages.get(path);
      if (page) response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      else response.writeHead(404, { "content-type": "text/html" }).end(html("Not found", "<p>No such page.</p>"));
    }, delayMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths: [...pages.keys()],
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
