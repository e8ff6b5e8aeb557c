import "server-only";
import { z } from "zod";

import type { WidgetPageAssets } from "./render-widget-page";

const assetsManifest = z.object({ script: z.string().startsWith("/"), stylesheet: z.string().startsWith("/").optional() });

/**
 * The hashed script and stylesheet this build of the app links. next.config.mjs builds the widget first and
 * writes its manifest into the server code, so a server links the files that existed when it was built, even
 * when a later build writes others beside them.
 */
export function widgetPageAssets(): WidgetPageAssets {
  const manifest = process.env.SWITCHBOARD_WIDGET_ASSETS;
  if (!manifest) throw new Error("The widget's assets are unknown: build the app with `next build` (next.config.mjs builds the widget).");
  return assetsManifest.parse(JSON.parse(manifest));
}
