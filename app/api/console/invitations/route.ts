import { createInvitation } from "@/lib/console/invitations";
import { listOrganizationsFor } from "@/lib/console/organizations";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { invitationCreated, inviteUserBody } from "@/lib/schemas/console/users";

/**
 * Invites someone to the console. The link is shown once, to the admin, to pass on. Organization admins
 * invite into their own organizations and cannot hand out the super-admin role.
 */
export const POST = route(
  { roles: ["superadmin", "org_admin"], body: inviteUserBody, response: invitationCreated, action: "user.invite", successStatus: 201 },
  async ({ db, user, body, request, audit }) => {
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
  },
);
