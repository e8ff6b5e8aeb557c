import { widgetLoaderPath } from "./paths";

const attributeEscapes: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;", "'": "&#39;" };

/** Text that can stand inside a double-quoted HTML attribute and mean only itself. */
export const escapeAttribute = (value: string) => value.replace(/[&"<>']/g, (character) => attributeEscapes[character]!);

/**
 * The one line a website adds to its pages to show the agent's chat: the loader from the console's origin,
 * told which agent it is for.
 */
export function widgetSnippet(consoleOrigin: string, agentId: string): string {
  const src = escapeAttribute(`${consoleOrigin}${widgetLoaderPath}`);
  return `<script src="${src}" data-agent="${escapeAttribute(agentId)}" async></script>`;
}
