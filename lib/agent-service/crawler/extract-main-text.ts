import { NodeType, type HTMLElement, type Node } from "node-html-parser";

/** Never content: the head, code, media, forms' controls and the page's navigation and footer. */
const removedSelector = [
  "head",
  "title",
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "canvas",
  "iframe",
  "object",
  "embed",
  "button",
  "select",
  "textarea",
  "input",
  "nav",
  "footer",
  "[role=navigation]",
  "[role=contentinfo]",
  "[role=banner]",
  "[hidden]",
  "[aria-hidden=true]",
].join(", ");

const blockTags = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "caption",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "form",
  "header",
  "hr",
  "html",
  "main",
  "ol",
  "p",
  "section",
  "summary",
  "table",
  "tbody",
  "tfoot",
  "thead",
  "ul",
]);

const collapse = (text: string) => text.replace(/\s+/g, " ");
const oneLine = (text: string) => collapse(text).trim();

/** The element holding the page's content: `<main>`, else the only `<article>`, else `<body>`. */
function contentRoot(document: HTMLElement): { root: HTMLElement; isWholePage: boolean } {
  const main = document.querySelector("main") ?? document.querySelector("[role=main]");
  if (main) return { root: main, isWholePage: false };
  const articles = document.querySelectorAll("article");
  if (articles.length === 1) return { root: articles[0]!, isWholePage: false };
  return { root: document.querySelector("body") ?? document, isWholePage: true };
}

function render(node: Node): string {
  if (node.nodeType === NodeType.TEXT_NODE) return collapse(node.text);
  if (node.nodeType !== NodeType.ELEMENT_NODE) return "";
  const element = node as HTMLElement;
  const tag = element.rawTagName?.toLowerCase() ?? "";
  const inner = () => element.childNodes.map(render).join("");

  const heading = /^h([1-6])$/.exec(tag);
  if (heading) {
    const text = oneLine(inner());
    return text ? `\n\n${"#".repeat(Number(heading[1]))} ${text}\n\n` : "";
  }
  if (tag === "br") return "\n";
  if (tag === "li") return `\n- ${oneLine(inner())}`;
  if (tag === "tr") {
    const cells = element.childNodes.map((cell) => oneLine(render(cell))).filter(Boolean);
    return cells.length > 0 ? `\n${cells.join(" | ")}` : "";
  }
  if (tag === "pre") return `\n\n${element.text.replace(/^\n+|\s+$/g, "")}\n\n`;
  if (tag === "img") return "";
  if (blockTags.has(tag)) return `\n\n${inner()}\n\n`;
  return inner();
}

function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The page's title: `<title>`, else its `og:title`, else its first `<h1>`. */
export function extractTitle(document: HTMLElement): string | undefined {
  const candidates = [
    document.querySelector("title")?.text,
    document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
    document.querySelector("h1")?.text,
  ];
  return candidates.map((candidate) => oneLine(candidate ?? "")).find(Boolean);
}

/**
 * The page's main text as Markdown-ish plain text: headings as `#` lines, list items as `- ` lines,
 * table rows as cells joined by ` | `, paragraphs apart. Scripts, styles, navigation, footers, forms'
 * controls and hidden elements are left out; so is the site's `<header>` when the page has no `<main>`
 * or single `<article>`. The document is changed in the process.
 */
export function extractMainText(document: HTMLElement): string {
  for (const element of document.querySelectorAll(removedSelector)) element.remove();
  const { root, isWholePage } = contentRoot(document);
  if (isWholePage) for (const header of root.querySelectorAll("header")) if (!header.closest("article")) header.remove();
  return tidy(render(root));
}
