import { z } from "zod";

import { validateKey } from "@/lib/console/key-validation";
import { listOrganizationsFor } from "@/lib/console/organizations";
import { route } from "@/lib/console/route";
import { storeKey } from "@/lib/console/vault";
import { consoleOrganizations } from "@/lib/db/schema";
import { connectOrganizationBody } from "@/lib/schemas/console/keys";
import { regions } from "@/lib/regions";

const connectedOrganization = z.object({ id: z.string(), name: z.string(), region: z.enum(regions) });

/** The organizations the user may open. */
export const GET = route(
  { roles: ["superadmin", "org_admin", "operator", "viewer"], response: z.array(connectedOrganization) },
  async ({ user }) => listOrganizationsFor(user),
);

/** Connects an organization of the AI Agent API to the console by its organization key. */
export const POST = route(
  { roles: ["superadmin"], body: connectOrganizationBody, response: connectedOrganization, action: "organization.connect", successStatus: 201 },
  async ({ db, user, body, audit }) => {
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
  },
);
