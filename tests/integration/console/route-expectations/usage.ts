import { everyone, type RouteExpectation } from "./types";

/** Usage: the organization's overview, one agent's usage, and the conversations behind a chart point. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/usage": { roles: everyone, organization: true },
  "GET /api/console/organizations/[organizationId]/usage/agents/[agentId]": { roles: everyone, organization: true },
  "GET /api/console/organizations/[organizationId]/usage/agents/[agentId]/conversations": { roles: everyone, organization: true },
};
