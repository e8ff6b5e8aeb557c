import type { ConsoleRole } from "@/lib/console/users/roles";

import { admins, type RouteExpectation } from "./types";

const inbox: ConsoleRole[] = ["superadmin", "org_admin", "operator"];
const conversation = "/api/console/organizations/[organizationId]/inbox/conversations/[conversationId]";

/** The hand-off inbox: conversations, actions on one, notes, saved replies and the live event stream. */
export const expectations: Record<string, RouteExpectation> = {
  "GET /api/console/organizations/[organizationId]/inbox/conversations": { roles: inbox, organization: true },
  [`GET ${conversation}`]: { roles: inbox, organization: true },
  [`POST ${conversation}/claim`]: { roles: inbox, organization: true },
  [`PUT ${conversation}/mode`]: { roles: inbox, organization: true },
  [`POST ${conversation}/take`]: { roles: admins, organization: true },
  [`POST ${conversation}/close`]: { roles: inbox, organization: true },
  [`POST ${conversation}/messages`]: { roles: inbox, organization: true },
  [`GET ${conversation}/notes`]: { roles: inbox, organization: true },
  [`POST ${conversation}/notes`]: { roles: inbox, organization: true },
  [`PUT ${conversation}/read`]: { roles: inbox, organization: true },
  [`GET ${conversation}/files/[fileId]`]: { roles: inbox, organization: true },
  "GET /api/console/organizations/[organizationId]/inbox/saved-replies": { roles: inbox, organization: true },
  "POST /api/console/organizations/[organizationId]/inbox/saved-replies": { roles: inbox, organization: true },
  "DELETE /api/console/organizations/[organizationId]/inbox/saved-replies/[replyId]": { roles: inbox, organization: true },
  "GET /api/console/organizations/[organizationId]/inbox/events": { roles: inbox, organization: true },
};
