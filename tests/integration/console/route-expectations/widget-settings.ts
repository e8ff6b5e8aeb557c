import { admins, type RouteExpectation } from "./types";

/** An agent's website chat: the origins allowed to embed it and its pre-chat form, read and replaced. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/widget": { roles: admins, organization: true },
  "PUT /api/console/organizations/[organizationId]/agents/[agentId]/widget": { roles: admins, organization: true },
};
