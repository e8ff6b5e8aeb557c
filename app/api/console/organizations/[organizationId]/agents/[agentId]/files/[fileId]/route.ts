import { deleteFileOfAgent, requireFileId } from "@/lib/console/agent-files";
import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";

/** Deletes one file; the agent stops answering from it at once. */
export const DELETE = route(
  { roles: ["superadmin", "org_admin"], organization: true, action: "agent_file.delete" },
  async ({ db, organization, params, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const fileId = requireFileId(params.fileId);
    audit.target = `agent:${agentId} file:${fileId}`;
    await deleteFileOfAgent(db, organization!, agentId, fileId);
  },
);
