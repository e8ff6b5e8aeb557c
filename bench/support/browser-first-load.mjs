import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];

/**
 * The JavaScript files a page's HTML makes a current browser load before it can run: every `<script src>` but
 * the `nomodule` ones (polyfills only older browsers fetch), and every `<link rel="preload" as="script">` or
 * `<link rel="modulepreload">`, in order, once each.
 */
export function scriptSourcesOf(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src && !/\snomodule\b/i.test(tag)) sources.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (href && (rel === "modulepreload" || (rel === "preload" && attribute(tag, "as")?.toLowerCase() === "script"))) sources.push(href);
  }
  return [...new Set(sources.map((source) => source.replace(/&amp;/g, "&")))];
}

/** Where a built asset URL (`/_next/static/...`) lies in the build folder; undefined for anything else. */
export function builtFileOf(distDir, source) {
  const { pathname } = new URL(source, "http://localhost");
  if (!pathname.startsWith("/_next/static/")) return undefined;
  return path.join(distDir, "static", decodeURIComponent(pathname.slice("/_next/static/".length)));
}

/** Gzipped size in bytes (level 9, as bundle size reports count it). */
export const gzippedSize = (content) => gzipSync(content, { level: 9 }).length;

/** The JavaScript a page loads first: each file with its gzipped size, and the total. */
export function firstLoadJavaScript(distDir, html) {
  const files = scriptSourcesOf(html).map((source) => {
    const file = builtFileOf(distDir, source);
    if (!file) throw new Error(`${source} is not a built asset`);
    return { source: new URL(source, "http://localhost").pathname, gzipBytes: gzippedSize(readFileSync(file)) };
  });
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
