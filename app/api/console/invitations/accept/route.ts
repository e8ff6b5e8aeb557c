import { NextResponse, type NextRequest } from "next/server";

import { fieldsWithNul } from "@/lib/http/nul-text";
import { apiError } from "@/lib/console/api-error";
import { writeAudit } from "@/lib/console/audit";
import { acceptInvitation } from "@/lib/console/invitations";
import { readJsonBody } from "@/lib/console/json-body";
import { refuseCrossSite } from "@/lib/console/cross-site-refusal";
import { clientAddress } from "@/lib/console/request-ip";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { getDb } from "@/lib/db";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";
import { acceptInvitationBody } from "@/lib/schemas/console/users";

/** Accepts an invitation: the one console route without a session, since the invitee has none yet. */
export async function POST(request: NextRequest) {
  const requestId = requestIdFor(request.headers.get(requestIdHeader));
  const headers = { "Cache-Control": "no-store", "X-Request-Id": requestId };
  const crossSite = await refuseCrossSite(request, { action: "user.invitation_accepted", requestId });
  if (crossSite) return crossSite;
  const raw = await readJsonBody(request);
  if (raw.isTooLarge) return NextResponse.json(apiError("PAYLOAD_TOO_LARGE", "The request is too large."), { status: 413, headers });
  const parsed = acceptInvitationBody.safeParse(raw.value);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    return NextResponse.json(apiError("INVALID_INPUT", "Some fields need attention.", fields), { status: 400, headers });
  }
  const withNul = fieldsWithNul(parsed.data);
  if (withNul.length > 0) {
    const fields = Object.fromEntries(withNul.map((field) => [field, "Must not contain NUL characters."]));
    return NextResponse.json(apiError("INVALID_INPUT", "Some fields need attention.", fields), { status: 400, headers });
  }
  const db = await getDb();
  const ip = clientAddress(request.headers);
  try {
    const { user, invitation } = await acceptInvitation(db, parsed.data);
    await writeAudit(db, {
      action: "user.invitation_accepted",
      outcome: "success",
      actor: user,
      ip,
      requestId,
      target: `invitation:${invitation.id} user:${user.id}`,
      organizationId: invitation.organizationId,
    });
    return NextResponse.json({ email: user.email }, { status: 201, headers });
  } catch (error) {
    if (error instanceof ConsoleRouteError) {
      await writeAudit(db, { action: "user.invitation_accepted", outcome: "failure", ip, requestId, details: { code: error.code } });
      return NextResponse.json(apiError(error.code, error.message, error.fields), { status: error.status, headers });
    }
    throw error;
  }
}
