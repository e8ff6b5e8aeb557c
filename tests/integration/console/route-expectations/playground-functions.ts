import { admins, type RouteExpectation } from "./types";

/** An agent's playground (conversations, messages, answers, one-off prompts and their files) and its own functions. */
export const expectations: Record<string, RouteExpectation> = {
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/playground/conversations": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/playground/conversations/[conversationId]/messages": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/playground/conversations/[conversationId]/messages": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/playground/conversations/[conversationId]/messages/async": {
    roles: admins,
    organization: true,
  },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/playground/conversations/[conversationId]/messages/[messageId]/reply": {
    roles: admins,
    organization: true,
  },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/playground/prompts": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/playground/prompts/async": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/playground/prompts/[promptId]": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/playground/prompts/upload-url": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/functions": { roles: admins, organization: true },
  "POST /api/console/organizations/[organizationId]/agents/[agentId]/functions": { roles: admins, organization: true },
  "GET /api/console/organizations/[organizationId]/agents/[agentId]/functions/[functionId]": { roles: admins, organization: true },
  "PATCH /api/console/organizations/[organizationId]/agents/[agentId]/functions/[functionId]": { roles: admins, organization: true },
  "DELETE /api/console/organizations/[organizationId]/agents/[agentId]/functions/[functionId]": { roles: admins, organization: true },
};
