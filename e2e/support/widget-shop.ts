import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import type { ElementHandle, Frame, Page } from "@playwright/test";

export type Shop = {
  origin: string;
  /** Pastes the chat's snippet into the page, as the shop's owner does once the console shows it. */
  paste(snippet: string): void;
  close(): Promise<void>;
};

/** A pretend shop's home page, with the chat's snippet pasted before the end of the body as the console says. */
const shopPage = (snippet: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fjord Outdoor Shop</title></head>
  <body>
    <main>
      <h1>Fjord Outdoor Shop</h1>
      <p>Rain jackets, hiking boots and tents, shipped across Europe and to Canada.</p>
      <ul><li>Storm rain jacket — 149 euros</li><li>Trail boots — 129 euros</li></ul>
    </main>
    ${snippet}
  </body>
</html>`;

/**
 * Serves the shop's page on 127.0.0.1 at a free port: a website on an origin of its own, apart from the
 * console's (localhost), so the chat is framed across sites as on a real website.
 */
export async function startShop(): Promise<Shop> {
  let html = shopPage("");
  const server = createServer((request, response) => {
    if (request.url === "/") response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    else response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    paste: (snippet) => {
      html = shopPage(snippet);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The frame the widget's loader adds to the website's page. */
export const chatFrameElement = (website: Page) => website.locator('iframe[title="Chat"]');

/** What is inside that frame, to find the launcher and the chat by role. */
export const chatFrame = (website: Page) => website.frameLocator('iframe[title="Chat"]');

/** The frame's document itself, to run script in it as the widget's page would (its origin is the console's). */
export async function chatFrameDocument(website: Page): Promise<Frame> {
  const element = (await chatFrameElement(website).elementHandle()) as ElementHandle<HTMLIFrameElement> | null;
  const frame = await element?.contentFrame();
  if (!frame) throw new Error("The website has no chat frame.");
  return frame;
}

/** Whether a document is no wider than its window: nothing scrolls sideways. */
export const hasNoSidewaysScroll = (target: Page | Frame) => target.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
