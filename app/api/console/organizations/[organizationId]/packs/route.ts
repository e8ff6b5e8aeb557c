import { createOrganizationPack, listOrganizationPacks } from "@/lib/console/packs";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { createPackBody, listPacksQuery } from "@/lib/schemas/agent-api/packs";
import { packDetail, packSummaryPage } from "@/lib/schemas/console/packs";

const roles = ["superadmin", "org_admin"] as const;

/** A page of the organization's packs, in the API's page envelope, each with its documents counted. */
export const GET = route({ roles, organization: true, response: packSummaryPage }, async ({ db, organization, request }) => {
  const query = listPacksQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "The page, its size or the order asked for is not one the list offers.");
  return listOrganizationPacks(db, organization!, query.data);
});

/** Creates an empty pack, linked to no agent yet. */
export const POST = route(
  { roles, organization: true, body: createPackBody, response: packDetail, action: "pack.create", successStatus: 201 },
  async ({ db, organization, body, audit }) => {
    const created = await createOrganizationPack(db, organization!, body);
    audit.target = `pack:${created.id} (${created.name})`;
    return created;
  },
);
