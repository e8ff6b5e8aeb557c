import "server-only";
import { NextResponse, type NextRequest } from "next/server";

import { getDb } from "@/lib/db";

import { apiError } from "./api-error";
import { clientAddress } from "./request-ip";
import { isCrossSiteMutation } from "./same-origin";
import { writeAudit, type AuditEntry } from "../audit/audit";

/**
 * Refuses a mutation that did not come from the console's own pages, with an audit entry saying so; answers
 * undefined for any other request, which goes on.
 */
export async function refuseCrossSite(
  request: NextRequest,
  audit: { action: string; requestId: string; actor?: () => Promise<AuditEntry["actor"]>; organizationId?: string },
): Promise<Response | undefined> {
  if (!isCrossSiteMutation(request.method, request.headers)) return undefined;
  await writeAudit(await getDb(), {
    action: audit.action,
    outcome: "denied",
    actor: await audit.actor?.(),
    ip: clientAddress(request.headers),
    requestId: audit.requestId,
    target: request.nextUrl.pathname,
    organizationId: audit.organizationId,
    details: { code: "CROSS_SITE_REQUEST" },
  });
  return NextResponse.json(apiError("CROSS_SITE_REQUEST", "This request did not come from the console."), {
    status: 403,
    headers: { "Cache-Control": "no-store", "X-Request-Id": audit.requestId },
  });
}
