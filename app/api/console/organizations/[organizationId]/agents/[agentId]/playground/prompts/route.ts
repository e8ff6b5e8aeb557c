import { requirePlaygroundId, runPlaygroundPrompt } from "@/lib/console/playground";
import { route } from "@/lib/console/route";
import { playgroundPromptBody, playgroundPromptResult } from "@/lib/schemas/console/playground";

/** Runs a one-off prompt outside any conversation and waits for the answer. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, body: playgroundPromptBody, response: playgroundPromptResult, action: "playground.prompt.run" },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requirePlaygroundId(params.agentId, "agent");
    audit.target = `agent:${agentId}`;
    audit.details = { characters: body.prompt.length, files: body.files?.map((file) => file.fileName) ?? [] };
    return runPlaygroundPrompt({ db, organization: organization!, agentId, user }, body);
  },
);
