import { admins, type RouteExpectation } from "./types";

/** Agents: list, create, read, update, the roles they are created with, and the console's own key for each. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/agents": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]": { roles: admins, organization: true },
  "PUT /api/console/organizations/[organizationId]/agents/[agentId]": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agent-roles": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/console-key": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/console-key": { roles: admins, organization: true },
};
