import { acceptInvitation } from "@/lib/console/contract/users";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { acceptInvitation as acceptUserInvitation } from "@/lib/console/users/invitations";

export const POST = handleConsoleRoute(acceptInvitation, async ({ db, body, audit }) => {
  const { user, invitation } = await acceptUserInvitation(db, body);
  audit.actor = user;
  audit.target = `invitation:${invitation.id} user:${user.id}`;
  audit.organizationId = invitation.organizationId ?? undefined;
  return { email: user.email };
});
