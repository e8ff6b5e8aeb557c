import { connectOrganization, listOrganizations } from "@/lib/console/contract/organizations";
import { validateKey } from "@/lib/console/keys/key-validation";
import { listOrganizationsFor } from "@/lib/console/organizations/organizations";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { storeKey } from "@/lib/console/vault";
import { consoleOrganizations } from "@/lib/db/schema";

export const GET = handleConsoleRoute(listOrganizations, async ({ user }) => listOrganizationsFor(user));

export const POST = handleConsoleRoute(connectOrganization, async ({ db, user, body, audit }) => {
  await validateKey("organization", body.key, body.region);
  const organization = await db.transaction(async (tx) => {
    const [created] = await tx.insert(consoleOrganizations).values({ name: body.name, region: body.region }).returning();
    await storeKey(tx, { scope: "organization", region: body.region, organizationId: created!.id }, body.key, {
      label: `${body.name} organization key`,
      createdBy: user.id,
    });
    return created!;
  });
  audit.target = `organization:${organization.id}`;
  audit.organizationId = organization.id;
  return organization;
});
