import { z } from "zod";

export const auditQuery = z.object({
  actor: z.string().trim().max(255).optional(),
  action: z.string().trim().max(255).optional(),
  organizationId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntryView = z.object({
  id: z.number(),
  createdAt: z.date().or(z.string()),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  organizationId: z.string().nullable(),
  outcome: z.enum(["success", "failure", "denied"]),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const auditPage = z.object({ entries: z.array(auditEntryView), total: z.number(), page: z.number(), pageSize: z.number() });
