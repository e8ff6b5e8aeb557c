import { deleteAgentFile } from "@/lib/console/contract/agent-files";
import { deleteFileOfAgent } from "@/lib/console/files/agent-files";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const DELETE = handleConsoleRoute(deleteAgentFile, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} file:${params.fileId}`;
  await deleteFileOfAgent(db, organization, params.agentId, params.fileId);
});
