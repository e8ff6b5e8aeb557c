import { NextResponse, type NextRequest } from "next/server";

import { contentSecurityPolicy, newNonce } from "@/lib/console/shell/content-security-policy";
import { nonceHeader, requestIdHeader, requestPathHeader } from "@/lib/console/shell/request-path";
import { requestIdFor } from "@/lib/http/request-id";

/**
 * On every page: a Content-Security-Policy with a fresh nonce (Next.js puts it on its own scripts), the
 * requested path, so sign-in can send the visitor back to it, an id for the request (the caller's own when well
 * formed), as the audit log names it, and no caching.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const requestId = requestIdFor(request.headers.get(requestIdHeader));
  const policy = contentSecurityPolicy(nonce, { isDevelopment: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set(requestPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  headers.set(nonceHeader, nonce);
  headers.set(requestIdHeader, requestId);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("X-Request-Id", requestId);
  // A page (and its payload for the client router, which Next.js leaves without a Cache-Control) is the signed-in
  // user's own: no cache on the way may keep it.
  response.headers.set("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
  return response;
}

export const config = {
  matcher: ["/((?!api/|external/|regions/|_next/static|_next/image|favicon.ico|icon.svg|widget/|widget\\.js|widget-assets/).*)"],
};
