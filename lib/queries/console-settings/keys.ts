import type { AuditPageQuery } from "./audit-filters";

/** Query keys of the settings pages: users, vault keys, organizations and audit pages. */
export const settingsKeys = {
  all: () => ["console-settings"] as const,
  users: () => [...settingsKeys.all(), "users"] as const,
  keys: () => [...settingsKeys.all(), "keys"] as const,
  organizations: () => [...settingsKeys.all(), "organizations"] as const,
  auditPages: () => [...settingsKeys.all(), "audit"] as const,
  audit: (query: AuditPageQuery) => [...settingsKeys.auditPages(), query] as const,
};
