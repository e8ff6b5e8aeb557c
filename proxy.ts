import { NextResponse, type NextRequest } from "next/server";

import { requestPathHeader } from "@/lib/console/request-path";

/** Tells server components which page was asked for, so sign-in can send the visitor back to it. */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(requestPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api/|external/|regions/|_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
