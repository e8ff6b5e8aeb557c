import { admins, type RouteExpectation } from "./types";

/** Crawls of an agent: its scraping configurations (list, create, read, update, delete), running or cancelling a crawl, and the pages of the latest one. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/crawls": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/crawls": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/crawls/[crawlId]": { roles: admins, organization: true },
  "PATCH /api/console/organizations/[organizationId]/agents/[agentId]/crawls/[crawlId]": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/agents/[agentId]/crawls/[crawlId]": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/crawls/[crawlId]/run": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/crawls/[crawlId]/cancel": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/crawls/[crawlId]/pages": { roles: admins, organization: true },
};
