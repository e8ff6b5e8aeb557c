import { inviteUser } from "@/lib/console/contract/users";
import { listOrganizationsFor } from "@/lib/console/organizations/organizations";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { createInvitation } from "@/lib/console/users/invitations";

export const POST = handleConsoleRoute(inviteUser, async ({ db, user, body, request, audit }) => {
  const mine = (await listOrganizationsFor(user)).map((organization) => organization.id);
  const chooseOrganization = () =>
    new ConsoleRouteError(400, "INVALID_INPUT", "Choose one of your organizations.", { organizationId: "Choose one of your organizations." });
  if (user.role !== "superadmin") {
    if (body.role === "superadmin") throw new ConsoleRouteError(403, "FORBIDDEN", "Only a super-admin can invite a super-admin.", { role: "Not allowed." });
    if (!body.organizationId) throw chooseOrganization();
  }
  if (body.organizationId && !mine.includes(body.organizationId)) throw chooseOrganization();
  const { invitation, token } = await createInvitation(db, { ...body, createdBy: user.id });
  audit.target = `invitation:${invitation.id} ${invitation.email} as ${invitation.role}`;
  audit.organizationId = invitation.organizationId ?? undefined;
  return { ...invitation, inviteUrl: `${request.nextUrl.origin}/invite/${token}` };
});
