import { queryAudit } from "@/lib/console/audit/audit-query";
import { toCsv } from "@/lib/console/audit/csv";
import { exportAuditLog } from "@/lib/console/contract/audit";
import { handleConsoleRoute } from "@/lib/console/route/route";

const columns = ["id", "createdAt", "actorEmail", "actorRole", "ip", "action", "target", "organizationId", "outcome", "requestId", "details"] as const;

export const GET = handleConsoleRoute(exportAuditLog, async ({ db, user, query: filters }) => {
  const pageSize = 200;
  const rows: unknown[][] = [];
  for (let page = 1; page <= 50; page += 1) {
    const { entries } = await queryAudit(db, user, { ...filters, page, pageSize });
    rows.push(...entries.map((entry) => columns.map((column) => entry[column])));
    if (entries.length < pageSize) break;
  }
  return new Response(toCsv(columns, rows), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="audit-log.csv"' },
  });
});
