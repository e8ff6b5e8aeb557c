import { auditQueryToSearchParams, type AuditFilters, type AuditPageQuery } from "./audit-filters";

const withSearch = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

/** The console API routes behind the settings pages. */
export const settingsApiPaths = {
  users: () => "/api/console/users",
  user: (userId: string) => `/api/console/users/${encodeURIComponent(userId)}`,
  invitations: () => "/api/console/invitations",
  keys: () => "/api/console/keys",
  key: (keyId: string) => `/api/console/keys/${encodeURIComponent(keyId)}`,
  superAdminKeys: () => "/api/console/keys/super-admin",
  organizationKeys: (organizationId: string) => `/api/console/organizations/${encodeURIComponent(organizationId)}/keys`,
  organizations: () => "/api/console/organizations",
  audit: (query: AuditPageQuery, pageSize: number) => {
    const params = auditQueryToSearchParams(query);
    params.set("page", String(query.page));
    params.set("pageSize", String(pageSize));
    return withSearch("/api/console/audit", params);
  },
  auditExport: (filters: AuditFilters) => withSearch("/api/console/audit/export", auditQueryToSearchParams(filters)),
};
