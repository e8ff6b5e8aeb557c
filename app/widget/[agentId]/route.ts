import type { NextRequest } from "next/server";

import { widgetBootFor, widgetVisitorOf } from "@/lib/console/widget/widget-boot";
import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { callerOrigin } from "@/lib/http/caller-origin";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";
import { apiOriginsFor } from "@/lib/widget/page/api-origins";
import { renderUnavailablePage, renderWidgetPage } from "@/lib/widget/page/render-widget-page";
import { widgetPageAssets } from "@/lib/widget/page/widget-assets";
import { widgetPageHeaders, widgetPagePolicy } from "@/lib/widget/page/widget-page-policy";

export const dynamic = "force-dynamic";

/**
 * The chat's page, framed on the agent's allowed websites by `/widget.js`: plain HTML that loads the chat's own
 * small script (no React), with a policy of its own that names where it may be framed.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ agentId: string }> }) {
  const { agentId } = await params;
  const env = serverEnv();
  const consoleOrigin = callerOrigin(request, env.CONSOLE_PUBLIC_URL);
  const requestId = requestIdFor(request.headers.get(requestIdHeader));
  const found = await widgetBootFor(await getDb(), agentId, consoleOrigin, widgetVisitorOf(request));
  const policy = widgetPagePolicy({ frameAncestors: found?.boot.allowedOrigins ?? [], apiOrigins: apiOriginsFor(env, consoleOrigin) });
  const headers = widgetPageHeaders(policy, requestId);
  if (!found) return new Response(renderUnavailablePage(), { status: 404, headers });
  return new Response(renderWidgetPage(found.boot, widgetPageAssets()), { headers });
}
