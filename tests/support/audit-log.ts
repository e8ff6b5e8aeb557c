import type { z } from "zod";

import type { auditEntryView } from "@/lib/schemas/console/audit";

import type { ConsoleSession } from "./http-session";

export type AuditEntry = z.infer<typeof auditEntryView>;

/** The audit log's newest entries of an action (by prefix), as a super-admin reads them through the console. */
export async function auditEntries(superadmin: ConsoleSession, action: string): Promise<AuditEntry[]> {
  const response = await superadmin.request(`/api/console/audit?action=${encodeURIComponent(action)}&pageSize=200`);
  if (response.status !== 200) throw new Error(`the audit log answered ${response.status}`);
  return ((await response.json()) as { entries: AuditEntry[] }).entries;
}

/** The one entry a request left, found by the request id its response carried. */
export async function auditEntryOf(superadmin: ConsoleSession, action: string, requestId: string | null | undefined): Promise<AuditEntry | undefined> {
  if (!requestId) return undefined;
  const matching = (await auditEntries(superadmin, action)).filter((entry) => entry.requestId === requestId);
  if (matching.length > 1) throw new Error(`${matching.length} audit entries for request ${requestId}`);
  return matching[0];
}
