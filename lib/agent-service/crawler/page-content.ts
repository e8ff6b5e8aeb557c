import { parseHtmlPage } from "./html-page";
import type { TextFormat } from "../knowledge/chunk";

export type PageContent =
  { isReadable: true; title: string | undefined; text: string; format: TextFormat; links: URL[]; isIndexable: boolean } | { isReadable: false; reason: string };

const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);
const textFormats: Record<string, TextFormat> = { "text/plain": "text", "text/markdown": "markdown", "text/x-markdown": "markdown" };

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(";")[0]?.trim().toLowerCase() || undefined;

function charsetParameter(value: string | undefined): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(value ?? "")?.[1];
}

/** The charset an HTML document declares in its first bytes (`<meta charset>` or `http-equiv`). */
function declaredHtmlCharset(body: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(body.subarray(0, 2048));
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
}

function decode(body: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

function looksLikeHtml(body: Uint8Array): boolean {
  const start = new TextDecoder("latin1").decode(body.subarray(0, 512));
  return /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body)[\s>]/i.test(start);
}

/**
 * What a fetched page says: HTML becomes its main text, title and links; plain text and Markdown are
 * read as they are. Anything else (images, PDFs, binaries) is not readable, with the reason.
 */
export function readPageContent(body: Uint8Array, contentType: string | undefined, url: URL): PageContent {
  const mediaType = mediaTypeOf(contentType) ?? (looksLikeHtml(body) ? "text/html" : undefined);
  if (!mediaType) return { isReadable: false, reason: "the page has no Content-Type" };
  const charset = charsetParameter(contentType);

  if (htmlTypes.has(mediaType)) {
    const page = parseHtmlPage(decode(body, charset ?? declaredHtmlCharset(body)), url);
    return { isReadable: true, title: page.title, text: page.text, format: "markdown", links: page.links, isIndexable: page.isIndexable };
  }
  const format = textFormats[mediaType];
  if (!format) return { isReadable: false, reason: `not an HTML or text page (${mediaType})` };
  if (body.includes(0)) return { isReadable: false, reason: "binary content served as text" };
  return { isReadable: true, title: undefined, text: decode(body, charset).trim(), format, links: [], isIndexable: true };
}
