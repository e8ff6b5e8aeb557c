import { createPack, listPacks } from "@/lib/console/contract/packs";
import { createOrganizationPack, listOrganizationPacks } from "@/lib/console/packs/packs";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listPacks, async ({ db, organization, query }) => listOrganizationPacks(db, organization, query));

export const POST = handleConsoleRoute(createPack, async ({ db, organization, body, audit }) => {
  const created = await createOrganizationPack(db, organization, body);
  audit.target = `pack:${created.id} (${created.name})`;
  return created;
});
