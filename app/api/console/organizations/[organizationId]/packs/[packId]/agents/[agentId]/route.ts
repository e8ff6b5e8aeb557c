import { linkOrganizationPack, requireId, unlinkOrganizationPack } from "@/lib/console/packs";
import { route } from "@/lib/console/route";
import { packDetail } from "@/lib/schemas/console/packs";

const roles = ["superadmin", "org_admin"] as const;

/** Links the pack to an agent of the organization (linking twice changes nothing); answers the pack. */
export const PUT = route({ roles, organization: true, response: packDetail, action: "pack.agent.link" }, async ({ db, organization, params, audit }) => {
  const packId = requireId(params.packId, "pack");
  const agentId = requireId(params.agentId, "agent");
  audit.target = `pack:${packId}`;
  audit.details = { agentId };
  return linkOrganizationPack(db, organization!, packId, agentId);
});

/** Unlinks the pack from an agent; the agent stops answering from its documents. Answers the pack. */
export const DELETE = route(
  { roles, organization: true, response: packDetail, action: "pack.agent.unlink" },
  async ({ db, organization, params, audit }) => {
    const packId = requireId(params.packId, "pack");
    const agentId = requireId(params.agentId, "agent");
    audit.target = `pack:${packId}`;
    audit.details = { agentId };
    return unlinkOrganizationPack(db, organization!, packId, agentId);
  },
);
