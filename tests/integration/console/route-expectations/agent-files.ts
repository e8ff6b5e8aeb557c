import { admins, type RouteExpectation } from "./types";

/** An agent's knowledge files: list, upload, bulk and single delete, vector store in and out, and the retrieval test. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/files": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/files": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/agents/[agentId]/files": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/agents/[agentId]/files/[fileId]": { roles: admins, organization: true },
  "PUT /api/console/organizations/[organizationId]/agents/[agentId]/files/[fileId]/vector-store": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/agents/[agentId]/files/[fileId]/vector-store": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/files/search": { roles: admins, organization: true },
};
