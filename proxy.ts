import { NextResponse, type NextRequest } from "next/server";

import { contentSecurityPolicy, newNonce } from "@/lib/console/content-security-policy";
import { nonceHeader, requestPathHeader } from "@/lib/console/request-path";

/**
 * On every page: a Content-Security-Policy with a fresh nonce (Next.js puts it on its own scripts), and
 * the requested path, so sign-in can send the visitor back to it.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, { isDevelopment: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set(requestPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  headers.set(nonceHeader, nonce);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: ["/((?!api/|external/|regions/|_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
