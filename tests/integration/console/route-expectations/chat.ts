import type { ConsoleRole } from "@/lib/console/users/roles";

import type { RouteExpectation } from "./types";

const chatting: ConsoleRole[] = ["superadmin", "org_admin", "operator"];
const chat = "/api/console/organizations/[organizationId]/chat/[agentId]/conversations";

/** The customer chat page: start a conversation, read it, send a message. */
export const expectations: Record<string, RouteExpectation> = {
  [`POST ${chat}`]: { roles: chatting, organization: true },
  [`GET ${chat}/[conversationId]/messages`]: { roles: chatting, organization: true },
  [`POST ${chat}/[conversationId]/messages`]: { roles: chatting, organization: true },
};
