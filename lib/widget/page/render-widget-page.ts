import type { WidgetBoot } from "@/lib/schemas/widget";

import { widgetBootElementId, widgetRootElementId } from "../paths";
import { escapeHtml, jsonForScriptElement } from "./escape-html";

/** The built files the page links: its script, and its stylesheet when the chat has one. */
export type WidgetPageAssets = { script: string; stylesheet?: string };

const head = (title: string, extra: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${extra}</head>`;

/** The chat's page: the built script and stylesheet, the element it renders into and its boot data as JSON. */
export function renderWidgetPage(boot: WidgetBoot, assets: WidgetPageAssets): string {
  const stylesheet = assets.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">` : "";
  const script = `<script defer src="${escapeHtml(assets.script)}"></script>`;
  return (
    head(boot.look.title || "Chat", stylesheet + script) +
    `<body><div id="${widgetRootElementId}"></div>` +
    `<script type="application/json" id="${widgetBootElementId}">${jsonForScriptElement(boot)}</script></body></html>`
  );
}

/** What an unknown agent's address (or one the console holds no key for) answers. */
export function renderUnavailablePage(): string {
  return (
    head("Chat not available", "") +
    `<body><main><h1 style="font:600 1rem system-ui,sans-serif;margin:1rem">This chat is not available</h1></main></body></html>`
  );
}
