import "server-only";

import { getOrganizationUsage } from "@/lib/agent-api/contract/statistics";
import type { DatabaseExecutor } from "@/lib/db";

import { organizationUsageKey } from "./organization-usage-key";
import type { ConsoleOrganization } from "../organizations/organizations";
import { remember } from "../upstream/remember";
import { callUpstream } from "../upstream/upstream";

/**
 * The organization's subscription with what it uses this month, read with its own key: the one source of
 * the plan an organization is on, for the usage page, the tenant table and the limits it may set.
 * Answers are kept for half a minute, and forgotten when the API refuses a call for a limit.
 */
export function readOrganizationUsage(db: DatabaseExecutor, organization: ConsoleOrganization) {
  return remember(organizationUsageKey(organization.id), 30_000, () => callUpstream(db, { as: "organization", organization }, getOrganizationUsage));
}
