import { admins, type RouteExpectation } from "./types";

/** An agent's live chat: its configuration, read and replaced, and upload URLs for its avatar. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/live-chat": { roles: admins, organization: true },
  "PUT /api/console/organizations/[organizationId]/agents/[agentId]/live-chat": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/live-chat/images/upload-url": { roles: admins, organization: true },
};
