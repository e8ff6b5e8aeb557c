import { updateConsoleUser } from "@/lib/console/contract/users";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { countActiveSuperadmins, findManageableUser } from "@/lib/console/users/user-directory";
import { changeCustomerDetailsGrant, changeUserRole, changeUserStatus } from "@/lib/console/users/users";

export const PATCH = handleConsoleRoute(updateConsoleUser, async ({ db, user, params, body, audit }) => {
  const target = await findManageableUser(db, user, params.userId);
  audit.target = `user:${target.id} ${target.email}`;
  audit.details = {
    from: { role: target.role, status: target.status, mayViewCustomerDetails: target.mayViewCustomerDetails },
    to: body,
    organizationIds: target.organizationIds,
  };
  audit.organizationId = target.organizationIds[0];
  if (target.id === user.id) throw new ConsoleRouteError(400, "SELF_CHANGE", "You cannot change your own role or disable yourself.");
  if (body.role === "superadmin" && user.role !== "superadmin") throw new ConsoleRouteError(403, "FORBIDDEN", "Only a super-admin can grant super-admin.");
  const losesSuperadmin = target.role === "superadmin" && ((body.role !== undefined && body.role !== "superadmin") || body.status === "disabled");
  if (losesSuperadmin && (await countActiveSuperadmins(db, target.id)) === 0) {
    throw new ConsoleRouteError(400, "LAST_SUPERADMIN", "The console needs at least one active super-admin.");
  }
  if (body.mayViewCustomerDetails !== undefined && (body.role ?? target.role) !== "viewer") {
    throw new ConsoleRouteError(400, "INVALID_INPUT", "Only viewers see usage without customer details: other roles see them anyway.", {
      mayViewCustomerDetails: "Viewers only.",
    });
  }
  if (body.role && body.role !== target.role) await changeUserRole(db, target.id, body.role);
  if (body.status && body.status !== target.status) await changeUserStatus(db, target.id, body.status);
  if (body.mayViewCustomerDetails !== undefined) await changeCustomerDetailsGrant(db, target.id, body.mayViewCustomerDetails);
});
