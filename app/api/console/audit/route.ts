import { queryAudit } from "@/lib/console/audit/audit-query";
import { listAuditEntries } from "@/lib/console/contract/audit";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listAuditEntries, async ({ db, user, query }) => queryAudit(db, user, query));
