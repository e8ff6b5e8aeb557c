import "server-only";
import { and, eq, inArray } from "drizzle-orm";

import { searchUser } from "@/lib/agent-api/contract/users";
import type { DatabaseExecutor } from "@/lib/db";
import { consoleUsers, organizationMembers } from "@/lib/db/schema";

import type { ConsoleOrganization } from "../organizations/organizations";
import { playgroundSource, playgroundUserEmail } from "../playground/playground-view";
import { remember } from "../upstream/remember";
import { callUpstream } from "../upstream/upstream";

/** What the activity extension is asked to leave out: the users the playground creates, marked with its source. */
export const playgroundExclusion = (isIncluded: boolean) => (isIncluded ? {} : { excludeUserSource: playgroundSource });

/** The console users who may open the playground of the organization's agents: super-admins and its admins. */
async function playgroundTesters(db: DatabaseExecutor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: consoleUsers.id, role: consoleUsers.role, memberOf: organizationMembers.organizationId })
    .from(consoleUsers)
    .leftJoin(organizationMembers, and(eq(organizationMembers.userId, consoleUsers.id), eq(organizationMembers.organizationId, organizationId)))
    .where(inArray(consoleUsers.role, ["superadmin", "org_admin"]));
  return rows.filter((row) => row.role === "superadmin" || row.memberOf !== null).map((row) => row.id);
}

/**
 * The agent's playground test users, for an API that cannot leave them out of its statistics itself: the
 * test user of each console user who may open the playground, found by the email the playground gives
 * it. Kept for a minute.
 */
export function playgroundUserIds(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string): Promise<string[]> {
  return remember(`usage:playground-users:${organization.id}:${agentId}`, 60_000, async () => {
    const caller = { as: "agent" as const, organization, agentId };
    const found = await Promise.all(
      (await playgroundTesters(db, organization.id)).map((testerId) =>
        // Not found: that person never opened this agent's playground. Any other failure counts their tests
        // rather than losing the agent's figures.
        callUpstream(db, caller, searchUser, { query: { email: playgroundUserEmail(testerId) } }).then(
          (result) => result.user.id,
          () => null,
        ),
      ),
    );
    return found.filter((id) => id !== null);
  });
}
