// Widget: what the website chat widget costs a website's visitor, gzip-compressed: the loader every page of the
// website fetches, and the chat page's script and stylesheet. Built in memory from the sources, as the build makes them.
import { gzipSync } from "node:zlib";

import { buildWidgetInMemory } from "../lib/widget/build/build-widget.mjs";

export const title = "Website chat widget";

const kilobytes = (text) => Math.round((gzipSync(text, { level: 9 }).length / 1024) * 10) / 10;

export async function run({ projectRoot, log }) {
  const built = await buildWidgetInMemory({ projectRoot });
  const loader = kilobytes(built.loader);
  const script = kilobytes(built.script.contents);
  const stylesheet = built.stylesheet ? kilobytes(built.stylesheet.contents) : 0;
  log(`loader ${loader} kB, chat script ${script} kB, stylesheet ${stylesheet} kB (gzip)`);
  return [
    {
      id: "widget.loader",
      label: "Widget loader /widget.js (gzip)",
      value: loader,
      unit: "kB",
      target: { op: "<=", value: 5 },
      details: { what: "the script a website includes on every page" },
    },
    {
      id: "widget.page-assets",
      label: "Widget page's script and stylesheet (gzip)",
      value: Math.round((script + stylesheet) * 10) / 10,
      unit: "kB",
      target: { op: "<=", value: 60 },
      details: { what: "what the framed chat page loads besides its HTML (about 1 kB)", script, stylesheet, files: built.manifest },
    },
  ];
}
