import { admins, type RouteExpectation } from "./types";

/** Packs: list, create, read, update, delete; their documents (upload URL, attach, remove) and agent links. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/packs": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/packs": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/packs/[packId]": { roles: admins, organization: true },
  "PUT /api/console/organizations/[organizationId]/packs/[packId]": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/packs/[packId]": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/packs/documents/upload-url": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/packs/[packId]/documents": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/packs/[packId]/documents/[documentId]": { roles: admins, organization: true },
  "PUT /api/console/organizations/[organizationId]/packs/[packId]/agents/[agentId]": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/packs/[packId]/agents/[agentId]": { roles: admins, organization: true },
};
