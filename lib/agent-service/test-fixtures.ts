import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcAgentRoles, svcAgents, svcOrganizations, svcSubscriptions } from "@/lib/db/schema";

import { defaultAgentSettings } from "./agent-defaults";
import { ServiceError } from "./errors";

const creator = { id: "00000000-0000-4000-8000-000000000000", email: "admin@test", firstName: "Test", lastName: "Admin" };

/**
 * For tests on a database with the reference data (`seedReferenceData`): an organization of the US region on
 * the subscription titled `subscriptionTitle`, with one agent of the first role.
 */
export async function insertOrganizationWithAgent(db: Database, name: string, { subscriptionTitle = "Trial" } = {}) {
  const [subscription] = await db.select().from(svcSubscriptions).where(eq(svcSubscriptions.title, subscriptionTitle));
  const [organization] = await db
    .insert(svcOrganizations)
    .values({ name, region: "us", licenseKey: name, subscriptionId: subscription!.id, createdBy: creator })
    .returning();
  const [role] = await db.select().from(svcAgentRoles).limit(1);
  const [agent] = await db
    .insert(svcAgents)
    .values({
      organizationId: organization!.id,
      roleId: role!.id,
      name: `${name} agent`,
      publicName: "Agent",
      settings: defaultAgentSettings(),
      vectorStoreId: "vs_test",
    })
    .returning();
  return { organization: organization!, agent: agent!, role: role!, subscription: subscription! };
}

/** For tests: the status and body of the service error a call is refused with (or what else it failed or resolved with). */
export async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return error instanceof ServiceError ? { status: error.status, body: error.body } : error;
}
