import { createPack, listPacks } from "@/lib/console/contract/packs";
import { createOrganizationPack, listOrganizationPacks } from "@/lib/console/packs/packs";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { listPacksQuery } from "@/lib/schemas/agent-api/packs";

export const GET = handleConsoleRoute(listPacks, async ({ db, organization, request }) => {
  const query = listPacksQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "The page, its size or the order asked for is not one the list offers.");
  return listOrganizationPacks(db, organization, query.data);
});

export const POST = handleConsoleRoute(createPack, async ({ db, organization, body, audit }) => {
  const created = await createOrganizationPack(db, organization, body);
  audit.target = `pack:${created.id} (${created.name})`;
  return created;
});
