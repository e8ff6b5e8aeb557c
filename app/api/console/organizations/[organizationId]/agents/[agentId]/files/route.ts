import { deleteFilesOfAgent, listFilesOfAgent, uploadFileOfAgent } from "@/lib/console/agent-files";
import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { agentFileView, agentFileViewList, deleteSelectedAgentFilesBody } from "@/lib/schemas/console/agent-files";

const roles = ["superadmin", "org_admin"] as const;

/** The agent's knowledge files with their stage, size and passage count. */
export const GET = route({ roles, organization: true, response: agentFileViewList }, async ({ db, organization, params }) =>
  listFilesOfAgent(db, organization!, requireAgentId(params.agentId)),
);

/** Uploads one file (multipart `file`, optional `autoAddToVectorStore`), forwarded with the agent's key. */
export const POST = route(
  { roles, organization: true, response: agentFileView, action: "agent_file.upload", successStatus: 201 },
  async ({ db, organization, params, request, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const created = await uploadFileOfAgent(db, organization!, agentId, request);
    audit.target = `agent:${agentId} file:${created.id}`;
    audit.details = { fileName: created.fileName, size: created.size, stage: created.stage };
    return created;
  },
);

/** Deletes the selected files; ids the agent does not have are ignored. */
export const DELETE = route(
  { roles, organization: true, body: deleteSelectedAgentFilesBody, action: "agent_file.delete_many" },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    audit.target = `agent:${agentId}`;
    audit.details = { fileIds: body.fileIds };
    await deleteFilesOfAgent(db, organization!, agentId, body.fileIds);
  },
);
