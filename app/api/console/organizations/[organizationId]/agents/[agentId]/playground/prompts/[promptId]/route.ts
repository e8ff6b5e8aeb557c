import { playgroundPromptResult as readPromptResult, requirePlaygroundId } from "@/lib/console/playground";
import { route } from "@/lib/console/route";
import { playgroundPromptResult } from "@/lib/schemas/console/playground";

/** The result of a queued prompt: pending until the agent has answered. Only the agent that queued it can read it. */
export const GET = route({ roles: ["superadmin", "org_admin"], organization: true, response: playgroundPromptResult }, async ({ db, user, organization, params }) =>
  readPromptResult(
    { db, organization: organization!, agentId: requirePlaygroundId(params.agentId, "agent"), user },
    requirePlaygroundId(params.promptId, "prompt"),
  ),
);
