import { linkPackToAgent, unlinkPackFromAgent } from "@/lib/console/contract/packs";
import { linkOrganizationPack, unlinkOrganizationPack } from "@/lib/console/packs/packs";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const PUT = handleConsoleRoute(linkPackToAgent, async ({ db, organization, params, audit }) => {
  audit.target = `pack:${params.packId}`;
  audit.details = { agentId: params.agentId };
  return linkOrganizationPack(db, organization, params.packId, params.agentId);
});

export const DELETE = handleConsoleRoute(unlinkPackFromAgent, async ({ db, organization, params, audit }) => {
  audit.target = `pack:${params.packId}`;
  audit.details = { agentId: params.agentId };
  return unlinkOrganizationPack(db, organization, params.packId, params.agentId);
});
