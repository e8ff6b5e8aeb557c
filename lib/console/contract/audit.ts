import { auditPage, auditQuery } from "@/lib/schemas/console/audit";

import { defineConsoleRoute } from "./define";

const tag = "Audit";
const roles = ["superadmin", "org_admin"] as const;
const badFilters = "A filter that is not valid is refused with 400 `INVALID_INPUT`.";
const queryRefusal = { message: "Some filters are not valid." };

export const listAuditEntries = defineConsoleRoute({
  id: "listAuditEntries",
  method: "GET",
  path: "/audit",
  tag,
  summary: "A page of the audit log, newest first, filtered by actor, action, organization and dates",
  description: badFilters,
  roles,
  query: auditQuery,
  queryRefusal,
  response: auditPage,
});

export const exportAuditLog = defineConsoleRoute({
  id: "exportAuditLog",
  method: "GET",
  path: "/audit/export",
  tag,
  summary: "The filtered audit log as CSV (at most 10,000 entries)",
  description: badFilters,
  roles,
  query: auditQuery.omit({ page: true, pageSize: true }),
  queryRefusal,
  produces: "text/csv",
});
