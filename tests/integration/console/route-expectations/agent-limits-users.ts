import { admins, type RouteExpectation } from "./types";

const agent = "/api/console/organizations/[organizationId]/agents/[agentId]";

/** An agent's limits and usage, its conversation users (with their limits) and the platform users who work on it. */
export const expectations: Record<string, RouteExpectation> = {
  [`GET ${agent}/limits`]: { roles: admins, organization: true },
  [`POST ${agent}/limits`]: { roles: admins, organization: true },
  [`PUT ${agent}/limits`]: { roles: admins, organization: true },
  [`DELETE ${agent}/limits`]: { roles: admins, organization: true },
  [`GET ${agent}/users`]: { roles: admins, organization: true },
  [`POST ${agent}/users`]: { roles: admins, organization: true },
  [`GET ${agent}/users/search`]: { roles: admins, organization: true },
  [`GET ${agent}/users/[userId]`]: { roles: admins, organization: true },
  [`DELETE ${agent}/users/[userId]`]: { roles: admins, organization: true },
  [`GET ${agent}/users/[userId]/limits`]: { roles: admins, organization: true },
  [`POST ${agent}/users/[userId]/limits`]: { roles: admins, organization: true },
  [`PUT ${agent}/users/[userId]/limits`]: { roles: admins, organization: true },
  [`DELETE ${agent}/users/[userId]/limits`]: { roles: admins, organization: true },
  [`GET ${agent}/platform-users`]: { roles: admins, organization: true },
};
