import { queryAudit } from "@/lib/console/audit/audit-query";
import { listAuditEntries } from "@/lib/console/contract/audit";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { auditQuery } from "@/lib/schemas/console/audit";

export const GET = handleConsoleRoute(listAuditEntries, async ({ db, user, request }) => {
  const query = auditQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "Some filters are not valid.");
  return queryAudit(db, user, query.data);
});
