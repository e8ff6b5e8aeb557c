import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { authOptions } from "@/lib/console/auth/options";
import { refuseCrossSite } from "@/lib/console/cross-site-refusal";
import { clientAddress } from "@/lib/console/request-ip";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * Sign-in, sign-out and the session, by next-auth. A sign-in or sign-out from another site is refused before
 * it starts (next-auth's own token is the second line); every answer names its request, as the audit log does.
 */
async function handler(request: NextRequest, context: Context) {
  const requestId = requestIdFor(request.headers.get(requestIdHeader));
  const ip = clientAddress(request.headers);
  const crossSite = await refuseCrossSite(request, { action: `${request.method} ${request.nextUrl.pathname}`, requestId });
  if (crossSite) return crossSite;
  const response = (await NextAuth(request, context, authOptions({ requestId, ip }))) as Response;
  response.headers.set("X-Request-Id", requestId);
  // next-auth marks its session answers uncached; the others (its providers) say nothing, so a cache could keep them.
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

export { handler as GET, handler as POST };
