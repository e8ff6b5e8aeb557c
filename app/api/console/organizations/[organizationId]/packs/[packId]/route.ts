import { deletePack, getPack, updatePack } from "@/lib/console/contract/packs";
import { deleteOrganizationPack, getOrganizationPack, updateOrganizationPack } from "@/lib/console/packs/packs";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getPack, async ({ db, organization, params }) => getOrganizationPack(db, organization, params.packId));

export const PUT = handleConsoleRoute(updatePack, async ({ db, organization, params, body, audit }) => {
  audit.target = `pack:${params.packId}`;
  audit.details = { fields: Object.keys(body) };
  return updateOrganizationPack(db, organization, params.packId, body);
});

export const DELETE = handleConsoleRoute(deletePack, async ({ db, organization, params, audit }) => {
  audit.target = `pack:${params.packId}`;
  await deleteOrganizationPack(db, organization, params.packId);
});
