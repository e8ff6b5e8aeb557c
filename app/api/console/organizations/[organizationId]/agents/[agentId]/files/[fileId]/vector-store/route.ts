import { addFileToVectorStore, removeFileFromVectorStore, requireFileId } from "@/lib/console/agent-files";
import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { addAgentFileToVectorStoreBody } from "@/lib/schemas/console/agent-files";

const roles = ["superadmin", "org_admin"] as const;

/** Adds the file to the vector store, now (answers once indexed) or in the background; also retries a failed file. */
export const PUT = route(
  { roles, organization: true, body: addAgentFileToVectorStoreBody, action: "agent_file.add_to_vector_store" },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const fileId = requireFileId(params.fileId);
    audit.target = `agent:${agentId} file:${fileId}`;
    audit.details = { mode: body.mode };
    await addFileToVectorStore(db, organization!, agentId, fileId, body.mode);
  },
);

/** Takes the file out of the vector store: the agent stops answering from it; the file stays. */
export const DELETE = route(
  { roles, organization: true, action: "agent_file.remove_from_vector_store" },
  async ({ db, organization, params, audit }) => {
    const agentId = requireAgentId(params.agentId);
    const fileId = requireFileId(params.fileId);
    audit.target = `agent:${agentId} file:${fileId}`;
    await removeFileFromVectorStore(db, organization!, agentId, fileId);
  },
);
