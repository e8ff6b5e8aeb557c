import { expect } from "vitest";

import type { ConsoleRole } from "@/lib/console/users/roles";

import type { ConsoleSession } from "./http-session";
import { testPassword } from "./test-server-users";

/** Invites someone into an organization as a super-admin would, and accepts the invitation with the test password. */
export async function invite(baseUrl: string, superadmin: ConsoleSession, email: string, role: ConsoleRole, organizationId: string) {
  const invitation = await superadmin.request("/api/console/invitations", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, role, organizationId }),
  });
  expect(invitation.status).toBe(201);
  const { inviteUrl } = (await invitation.json()) as { inviteUrl: string };
  const accepted = await fetch(`${baseUrl}/api/console/invitations/accept`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: inviteUrl.split("/invite/")[1], name: email, password: testPassword }),
  });
  expect(accepted.status).toBe(201);
}
