import "server-only";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleAuditLog } from "@/lib/db/schema";

import { anonymousRole } from "../users/roles";

export type AuditEntry = {
  action: string;
  outcome: (typeof consoleAuditLog.$inferInsert)["outcome"];
  /** Who acted; without one, the entry is an anonymous caller's. */
  actor?: { id: string; email: string; role: string } | null;
  ip?: string;
  target?: string;
  organizationId?: string | null;
  requestId?: string;
  details?: Record<string, unknown>;
};

/** Appends one entry to the audit log; a failure to write it is logged, never hidden. */
export async function writeAudit(db: DatabaseExecutor, entry: AuditEntry): Promise<void> {
  try {
    await db.insert(consoleAuditLog).values({
      action: entry.action,
      outcome: entry.outcome,
      actorUserId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      actorRole: entry.actor?.role ?? anonymousRole,
      ip: entry.ip ?? null,
      target: entry.target ?? null,
      organizationId: entry.organizationId ?? null,
      requestId: entry.requestId ?? null,
      details: entry.details ?? null,
    });
  } catch (error) {
    console.error("audit log: could not record", entry.action, entry.outcome, error);
  }
}
