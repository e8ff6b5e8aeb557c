import { describe, expect, it } from "vitest";

import type { WidgetBoot } from "@/lib/schemas/widget";
import { toWidgetLook } from "@/lib/widget/widget-look";

import { widgetBootElementId, widgetRootElementId } from "../paths";
import { renderUnavailablePage, renderWidgetPage } from "./render-widget-page";

const boot = (title: string): WidgetBoot => ({
  agentId: "agent_1",
  look: { ...toWidgetLook(undefined, "Ada"), title },
  preChatForm: "optional",
  allowedOrigins: ["https://shop.example.com"],
  consoleOrigin: "http://localhost:3000",
});
const assets = { script: "/widget-assets/app-ABC.js", stylesheet: "/widget-assets/app-style-DEF.css" };

function bootOf(html: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${widgetBootElementId}">(.*?)</script>`));
  return JSON.parse(match?.[1] ?? "null");
}

describe("renderWidgetPage", () => {
  it("links the built files and holds the element the chat renders into", () => {
    const html = renderWidgetPage(boot("Support"), assets);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("<title>Support</title>");
    expect(html).toContain('<link rel="stylesheet" href="/widget-assets/app-style-DEF.css">');
    expect(html).toContain('<script defer src="/widget-assets/app-ABC.js"></script>');
    expect(html).toContain(`<div id="${widgetRootElementId}"></div>`);
    expect(bootOf(html)).toEqual(boot("Support"));
  });

  it("keeps a title that looks like markup as text, in the title and in the boot data", () => {
    const title = `</script><script>alert("x")</script><!-- & '`;
    const html = renderWidgetPage(boot(title), assets);
    expect(html).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- &amp; &#39;</title>");
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain("<!--");
    expect(bootOf(html)).toEqual(boot(title));
  });

  it("calls an untitled chat Chat, and links no stylesheet when there is none", () => {
    const html = renderWidgetPage(boot(""), { script: "/widget-assets/app.js" });
    expect(html).toContain("<title>Chat</title>");
    expect(html).not.toContain("<link");
  });
});

describe("renderUnavailablePage", () => {
  it("says the chat is not available, with no script", () => {
    const html = renderUnavailablePage();
    expect(html).toContain("This chat is not available");
    expect(html).not.toContain("<script");
  });
});
