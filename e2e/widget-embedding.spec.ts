import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab } from "./support/agents";
import { unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** A website on an origin of its own whose page includes the snippet twice: the second copy must add nothing. */
async function startWebsite(snippet: string) {
  const html = `<!doctype html><html lang="en"><head><title>Lakeside Kayaks</title></head><body><main><h1>Lakeside Kayaks</h1></main>${snippet}${snippet}</body></html>`;
  const server = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

const chatFrame = (website: Page) => website.locator('iframe[title="Chat"]');

async function frameBox(website: Page) {
  const box = await chatFrame(website).boundingBox();
  const viewport = website.viewportSize();
  if (!box || !viewport) throw new Error("the chat's frame has no box");
  return {
    width: Math.round(box.width),
    height: Math.round(box.height),
    right: Math.round(viewport.width - box.x - box.width),
    bottom: Math.round(viewport.height - box.y - box.height),
  };
}

test("a website shows the chat only once the agent allows its origin, sized by the chat's own page", async ({ page, context }) => {
  test.slow();
  await openNewAgentTab(page, `Embedded chat ${unique()}`, "Live chat");
  await page.getByRole("button", { name: "Turn on live chat" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Live chat saved. Visitors see the new widget.")).toBeVisible();
  const card = page.getByRole("region", { name: "On your website" });
  const snippet = await card.getByLabel("Snippet").inputValue();
  const website = await startWebsite(snippet);
  try {
    // Not allowed yet: the chat's page refuses to be framed there, and the website's console says why.
    const visit = await context.newPage();
    const warning = visit.waitForEvent("console", {
      predicate: (message) => message.type() === "warning" && message.text().includes("could not be shown here"),
      timeout: 20_000,
    });
    const framedPage = visit.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/widget/"));
    await visit.goto(website.origin);
    const policy = (await (await framedPage).headerValue("content-security-policy")) ?? "";
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain(website.origin);
    await expect(chatFrame(visit)).toHaveCount(1);
    await expect(chatFrame(visit)).toBeHidden();
    expect((await warning).text()).toContain(`(${website.origin})`);

    const origin = card.getByRole("textbox", { name: "Website origin" });
    await origin.fill(website.origin);
    await origin.press("Enter");
    await card.getByRole("button", { name: "Save website settings" }).click();
    await expect(page.getByText("Website settings saved. 1 website can show the chat.")).toBeVisible();

    // Allowed: one frame, the launcher's size, in the bottom-right corner.
    await visit.reload();
    await expect(chatFrame(visit)).toHaveCount(1);
    await expect(chatFrame(visit)).toBeVisible();
    const closed = await frameBox(visit);
    expect(closed.width).toBe(closed.height);
    expect(closed).toMatchObject({ right: 0, bottom: 0 });

    await visit.evaluate(() => (window as unknown as { SwitchboardChat: { open(): void } }).SwitchboardChat.open());
    await expect(chatFrame(visit)).toHaveCSS("width", "400px");
    expect(await frameBox(visit)).toMatchObject({ right: 20, bottom: 20 });
    await visit.evaluate(() => (window as unknown as { SwitchboardChat: { close(): void } }).SwitchboardChat.close());
    await expect(chatFrame(visit)).toHaveCSS("width", `${closed.width}px`);

    // A phone: the open chat takes the whole screen.
    await visit.setViewportSize({ width: 390, height: 800 });
    await visit.evaluate(() => (window as unknown as { SwitchboardChat: { open(): void } }).SwitchboardChat.open());
    await expect.poll(() => frameBox(visit)).toEqual({ width: 390, height: 800, right: 0, bottom: 0 });
  } finally {
    await website.close();
  }
});
