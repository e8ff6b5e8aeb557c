import { addAgentFileToVectorStore, removeAgentFileFromVectorStore } from "@/lib/console/contract/agent-files";
import { addFileToVectorStore, removeFileFromVectorStore } from "@/lib/console/files/agent-files";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const PUT = handleConsoleRoute(addAgentFileToVectorStore, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId} file:${params.fileId}`;
  audit.details = { mode: body.mode };
  await addFileToVectorStore(db, organization, params.agentId, params.fileId, body.mode);
});

export const DELETE = handleConsoleRoute(removeAgentFileFromVectorStore, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} file:${params.fileId}`;
  await removeFileFromVectorStore(db, organization, params.agentId, params.fileId);
});
