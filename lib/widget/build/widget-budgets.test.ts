import { gzipSync } from "node:zlib";

import { beforeAll, describe, expect, it } from "vitest";

import type { WidgetBoot } from "@/lib/schemas/widget";
import { renderWidgetPage } from "@/lib/widget/page/render-widget-page";
import { toWidgetLook } from "@/lib/widget/widget-look";

import { buildWidgetInMemory } from "./build-widget.mjs";

const kB = 1024;
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

/** A boot as an agent with its texts filled sends it: the default look, a few suggestions and websites. */
const typicalBoot: WidgetBoot = {
  agentId: "agent_7f3a9c2e41b84d0a",
  look: {
    ...toWidgetLook(undefined, "Ada from Northwind"),
    greeting: "Hi! Ask me about orders, returns or delivery times.",
    suggestions: ["Where is my order?", "How do I return an item?", "Do you deliver abroad?"],
    disclaimer: "Answers are written by an AI agent and may be wrong.",
  },
  preChatForm: "optional",
  allowedOrigins: ["https://shop.northwind.example", "https://www.northwind.example", "http://localhost:3000"],
  consoleOrigin: "http://localhost:3000",
};

describe("the widget's size budgets (gzip)", () => {
  let built: Awaited<ReturnType<typeof buildWidgetInMemory>>;
  beforeAll(async () => {
    built = await buildWidgetInMemory();
  });

  it("keeps the loader a website includes within 5 kB", () => {
    expect(gzipped(built.loader)).toBeLessThanOrEqual(5 * kB);
  });

  it("keeps the chat page's first load (HTML, script and stylesheet) within 60 kB", () => {
    const html = renderWidgetPage(typicalBoot, built.manifest);
    const total = gzipped(html) + gzipped(built.script.contents) + gzipped(built.stylesheet?.contents ?? "");
    expect(total).toBeLessThanOrEqual(60 * kB);
  });

  it("links the hashed files it built", () => {
    expect(built.manifest.script).toBe(`/widget-assets/${built.script.name}`);
    expect(built.script.name).toMatch(/^app-[A-Z0-9]+\.js$/);
    if (built.stylesheet) expect(built.manifest.stylesheet).toBe(`/widget-assets/${built.stylesheet.name}`);
  });

  it("bundles the chat with Preact, never React", () => {
    expect(built.script.contents).not.toMatch(/react\.(production|development)|__SECRET_INTERNALS|ReactCurrentDispatcher/);
  });
});
