import { admins, type RouteExpectation } from "./types";

/** The organization's function library, its platform users and their role and status changes. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/functions": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/functions": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/functions/[functionId]": { roles: admins, organization: true },
  "PATCH /api/console/organizations/[organizationId]/functions/[functionId]": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/functions/[functionId]": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/platform-users": { roles: admins, organization: true },
  "PATCH /api/console/organizations/[organizationId]/platform-users/[userId]": { roles: admins, organization: true },
};
