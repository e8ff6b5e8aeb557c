import type { RouteExpectation } from "./types";

/** Super-admin onboarding: subscriptions of a region, the tenant table, creating an organization. Super-admins only. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/admin/subscriptions": { roles: ["superadmin"] },
  "GET /api/console/admin/organizations": { roles: ["superadmin"] },
  "POST /api/console/admin/organizations": { roles: ["superadmin"] },
};
