import { NextResponse, type NextRequest } from "next/server";

import { fieldsWithNul } from "@/lib/agent-service/nul-text";
import { apiError } from "@/lib/console/api-error";
import { writeAudit } from "@/lib/console/audit";
import { acceptInvitation } from "@/lib/console/invitations";
import { readJsonBody } from "@/lib/console/json-body";
import { clientAddress } from "@/lib/console/request-ip";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { isCrossSiteMutation } from "@/lib/console/same-origin";
import { getDb } from "@/lib/db";
import { acceptInvitationBody } from "@/lib/schemas/console/users";

const noStore = { "Cache-Control": "no-store" };

/** Accepts an invitation: the one console route without a session, since the invitee has none yet. */
export async function POST(request: NextRequest) {
  if (isCrossSiteMutation(request.method, request.headers)) {
    return NextResponse.json(apiError("CROSS_SITE_REQUEST", "This request did not come from the console."), { status: 403, headers: noStore });
  }
  const raw = await readJsonBody(request);
  if (raw.isTooLarge) return NextResponse.json(apiError("PAYLOAD_TOO_LARGE", "The request is too large."), { status: 413, headers: noStore });
  const parsed = acceptInvitationBody.safeParse(raw.value);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    return NextResponse.json(apiError("INVALID_INPUT", "Some fields need attention.", fields), { status: 400, headers: noStore });
  }
  const withNul = fieldsWithNul(parsed.data);
  if (withNul.length > 0) {
    const fields = Object.fromEntries(withNul.map((field) => [field, "Must not contain NUL characters."]));
    return NextResponse.json(apiError("INVALID_INPUT", "Some fields need attention.", fields), { status: 400, headers: noStore });
  }
  const db = await getDb();
  try {
    const user = await acceptInvitation(db, parsed.data);
    await writeAudit(db, { action: "user.invitation_accepted", outcome: "success", actor: user, ip: clientAddress(request.headers), target: `user:${user.id}` });
    return NextResponse.json({ email: user.email }, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof ConsoleRouteError) {
      await writeAudit(db, { action: "user.invitation_accepted", outcome: "failure", ip: clientAddress(request.headers), details: { code: error.code } });
      return NextResponse.json(apiError(error.code, error.message, error.fields), { status: error.status, headers: noStore });
    }
    throw error;
  }
}
