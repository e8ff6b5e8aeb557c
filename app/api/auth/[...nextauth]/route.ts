import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";

import { apiError } from "@/lib/console/api-error";
import { writeAudit } from "@/lib/console/audit";
import { authOptions } from "@/lib/console/auth/options";
import { clientAddress } from "@/lib/console/request-ip";
import { isCrossSiteMutation } from "@/lib/console/same-origin";
import { getDb } from "@/lib/db";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * Sign-in, sign-out and the session, by next-auth. A sign-in or sign-out from another site is refused before
 * it starts (next-auth's own token is the second line); every answer names its request, as the audit log does.
 */
async function handler(request: NextRequest, context: Context) {
  const requestId = crypto.randomUUID();
  const ip = clientAddress(request.headers);
  if (isCrossSiteMutation(request.method, request.headers)) {
    const action = `${request.method} ${request.nextUrl.pathname}`;
    await writeAudit(await getDb(), { action, outcome: "denied", ip, requestId, target: request.nextUrl.pathname, details: { code: "CROSS_SITE_REQUEST" } });
    return NextResponse.json(apiError("CROSS_SITE_REQUEST", "This request did not come from the console."), {
      status: 403,
      headers: { "Cache-Control": "no-store", "X-Request-Id": requestId },
    });
  }
  const response = (await NextAuth(request, context, authOptions({ requestId, ip }))) as Response;
  response.headers.set("X-Request-Id", requestId);
  // next-auth marks its session answers uncached; the others (its providers) say nothing, so a cache could keep them.
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

export { handler as GET, handler as POST };
