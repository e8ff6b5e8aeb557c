import { queryAudit } from "@/lib/console/audit-query";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { auditPage, auditQuery } from "@/lib/schemas/console/audit";

/** A page of the audit log, newest first, filtered by actor, action, organization and dates. */
export const GET = route({ roles: ["superadmin", "org_admin"], response: auditPage }, async ({ db, user, request }) => {
  const query = auditQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "Some filters are not valid.");
  return queryAudit(db, user, query.data);
});
