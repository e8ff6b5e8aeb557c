import { getPlaygroundPromptResult } from "@/lib/console/contract/playground";
import { playgroundPromptResult } from "@/lib/console/playground/playground";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getPlaygroundPromptResult, async ({ db, user, organization, params }) =>
  playgroundPromptResult({ db, organization, agentId: params.agentId, user }, params.promptId),
);
