import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type LoopbackSite = { url: string; close(): Promise<void> };

type Options = {
  /** How long each page takes to answer, so a crawl's counts visibly move. */
  pageDelayMs: number;
  /** How long a page under /slow/ takes to answer, so its crawl can be cancelled while it runs. */
  slowDelayMs: number;
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** The pages of a small kayak-rental website: four linked pages, one broken link, and a slow corner. */
const pages: Record<string, string> = {
  "/": page(
    "Lakeside Kayaks",
    `<p>Kayak and canoe rentals on the lake, every day from May to September.</p>
     <a href="/prices">Prices</a> <a href="/safety">Safety</a> <a href="/opening-hours">Opening hours</a> <a href="/old-offers">Old offers</a>`,
  ),
  "/prices": page("Prices", "<p>A single kayak costs 18 euros an hour; a canoe for two costs 26 euros an hour.</p>"),
  "/safety": page("Safety", "<p>Every rental comes with a life jacket. Children under twelve paddle with an adult.</p>"),
  "/opening-hours": page("Opening hours", "<p>The boathouse opens at nine and the last boat goes out at six.</p>"),
  "/slow/": page("Archive", `<p>Old newsletters.</p>${[1, 2, 3, 4].map((n) => `<a href="/slow/${n}">Issue ${n}</a>`).join(" ")}`),
};

function answer(request: IncomingMessage, response: ServerResponse, { pageDelayMs, slowDelayMs }: Options) {
  const path = request.url ?? "/";
  if (path === "/robots.txt") return response.writeHead(404, { "content-type": "text/plain" }).end("no robots.txt");
  const delay = path.startsWith("/slow/") && path !== "/slow/" ? slowDelayMs : pageDelayMs;
  const html = pages[path] ?? (path.startsWith("/slow/") ? page("Issue", "<p>An old newsletter.</p>") : undefined);
  setTimeout(() => {
    if (response.destroyed) return;
    if (html) response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    else response.writeHead(404, { "content-type": "text/html" }).end(page("Not found", "<p>There is no such page.</p>"));
  }, delay).unref();
}

/** Serves the website on 127.0.0.1 at a free port, for a crawl the test server allows on loopback. */
export async function startLoopbackSite(options: Options): Promise<LoopbackSite> {
  const server: Server = createServer((request, response) => answer(request, response, options));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
