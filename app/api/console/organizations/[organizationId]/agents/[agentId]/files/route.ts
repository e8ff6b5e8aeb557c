import { deleteAgentFiles, listAgentFiles, uploadAgentFile } from "@/lib/console/contract/agent-files";
import { deleteFilesOfAgent, listFilesOfAgent, uploadFileOfAgent } from "@/lib/console/files/agent-files";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listAgentFiles, async ({ db, organization, params }) => listFilesOfAgent(db, organization, params.agentId));

export const POST = handleConsoleRoute(uploadAgentFile, async ({ db, organization, params, request, audit }) => {
  const created = await uploadFileOfAgent(db, organization, params.agentId, request);
  audit.target = `agent:${params.agentId} file:${created.id}`;
  audit.details = { fileName: created.fileName, size: created.size, stage: created.stage };
  return created;
});

export const DELETE = handleConsoleRoute(deleteAgentFiles, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId}`;
  audit.details = { fileIds: body.fileIds };
  await deleteFilesOfAgent(db, organization, params.agentId, body.fileIds);
});
