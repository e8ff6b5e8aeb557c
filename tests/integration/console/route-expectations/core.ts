import { admins, everyone, type RouteExpectation } from "./types";

/** Session, organizations, keys, users, invitations, audit and operators. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/session": { roles: everyone },
  "GET /api/console/upstream-health": { roles: everyone },
  "GET /api/console/openapi.json": { roles: everyone },
  "DELETE /api/console/session": { roles: everyone },
  "PUT /api/console/current-organization": { roles: everyone },
  "GET /api/console/organizations": { roles: everyone },
  "POST /api/console/organizations": { roles: ["superadmin"] },
  "GET /api/console/keys": { roles: admins },
  "DELETE /api/console/keys/[keyId]": { roles: admins },
  "POST /api/console/keys/super-admin": { roles: ["superadmin"] },
  "POST /api/console/organizations/[organizationId]/keys": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/keys": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/keys": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/agents/[agentId]/keys/[keyId]": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/keys/[keyId]/rotate": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/operators/[userId]/agents": { roles: admins, organization: true },
  "PATCH /api/console/organizations/[organizationId]/operators/[userId]/agents": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/operators": { roles: admins, organization: true },
  "GET /api/console/users": { roles: admins },
  "PATCH /api/console/users/[userId]": { roles: admins },
  "POST /api/console/invitations": { roles: admins },
  "POST /api/console/invitations/accept": { roles: "public" },
  "GET /api/console/audit": { roles: admins },
  "GET /api/console/audit/export": { roles: admins },
};
