import { runPlaygroundPrompt } from "@/lib/console/contract/playground";
import { runPlaygroundPrompt as runPrompt } from "@/lib/console/playground/playground";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(runPlaygroundPrompt, async ({ db, user, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId}`;
  audit.details = { characters: body.prompt.length, files: body.files?.map((file) => file.fileName) ?? [] };
  return runPrompt({ db, organization, agentId: params.agentId, user }, body);
});
