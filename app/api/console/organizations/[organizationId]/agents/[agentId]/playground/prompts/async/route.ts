import { queuePlaygroundPrompt } from "@/lib/console/contract/playground";
import { queuePlaygroundPrompt as queuePrompt } from "@/lib/console/playground/playground";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(queuePlaygroundPrompt, async ({ db, user, organization, params, body, audit }) => {
  const queued = await queuePrompt({ db, organization, agentId: params.agentId, user }, body);
  audit.target = `agent:${params.agentId} prompt:${queued.promptId}`;
  audit.details = { characters: body.prompt.length, files: body.files?.map((file) => file.fileName) ?? [] };
  return queued;
});
