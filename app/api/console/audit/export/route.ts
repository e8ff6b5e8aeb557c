import { queryAudit } from "@/lib/console/audit/audit-query";
import { toCsv } from "@/lib/console/audit/csv";
import { exportAuditLog } from "@/lib/console/contract/audit";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { auditQuery } from "@/lib/schemas/console/audit";

const columns = ["id", "createdAt", "actorEmail", "actorRole", "ip", "action", "target", "organizationId", "outcome", "requestId", "details"] as const;

export const GET = handleConsoleRoute(exportAuditLog, async ({ db, user, request }) => {
  const query = auditQuery.safeParse({ ...Object.fromEntries(request.nextUrl.searchParams), page: 1, pageSize: 200 });
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "Some filters are not valid.");
  const rows: unknown[][] = [];
  for (let page = 1; page <= 50; page += 1) {
    const { entries } = await queryAudit(db, user, { ...query.data, page });
    rows.push(...entries.map((entry) => columns.map((column) => entry[column])));
    if (entries.length < query.data.pageSize) break;
  }
  return new Response(toCsv(columns, rows), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="audit-log.csv"' },
  });
});
