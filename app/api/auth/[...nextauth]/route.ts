import { NextRequest } from "next/server";
import NextAuth from "next-auth";

import { authOptions } from "@/lib/console/auth/options";
import { apiError } from "@/lib/console/route/api-error";
import { refuseCrossSite } from "@/lib/console/route/cross-site-refusal";
import { clientAddress } from "@/lib/console/route/request-ip";
import { readRequestWithin } from "@/lib/http/limited-body";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";

type Context = { params: Promise<{ nextauth: string[] }> };

/** A sign-in form holds an email, a password and a token: far less than this. */
const maxFormBytes = 64 * 1024;

/** The request with its body read within `maxFormBytes` (next-auth reads bodies whole), or undefined when larger. */
async function withinLimit(request: NextRequest): Promise<NextRequest | undefined> {
  if (request.method !== "POST") return request;
  const bytes = await readRequestWithin(request, maxFormBytes).catch(() => Buffer.alloc(0));
  return bytes && new NextRequest(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(bytes) });
}

/**
 * Sign-in, sign-out and the session, by next-auth. A sign-in or sign-out from another site is refused before
 * it starts (next-auth's own token is the second line); every answer names its request, as the audit log does.
 */
async function handler(request: NextRequest, context: Context) {
  const requestId = requestIdFor(request.headers.get(requestIdHeader));
  const ip = clientAddress(request.headers);
  const crossSite = await refuseCrossSite(request, { action: `${request.method} ${request.nextUrl.pathname}`, requestId });
  if (crossSite) return crossSite;
  const bounded = await withinLimit(request);
  if (!bounded) {
    return Response.json(apiError("PAYLOAD_TOO_LARGE", "The request is too large."), {
      status: 413,
      headers: { "Cache-Control": "no-store", "X-Request-Id": requestId },
    });
  }
  const response = (await NextAuth(bounded, context, authOptions({ requestId, ip }))) as Response;
  response.headers.set("X-Request-Id", requestId);
  // next-auth marks its session answers uncached; the others (its providers) say nothing, so a cache could keep them.
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

export { handler as GET, handler as POST };
