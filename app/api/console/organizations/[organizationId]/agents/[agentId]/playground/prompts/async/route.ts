import { queuePlaygroundPrompt, requirePlaygroundId } from "@/lib/console/playground";
import { route } from "@/lib/console/route";
import { playgroundPromptBody, playgroundPromptQueued } from "@/lib/schemas/console/playground";

/** Queues a one-off prompt; its result is polled for by the returned id. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, body: playgroundPromptBody, response: playgroundPromptQueued, action: "playground.prompt.queue" },
  async ({ db, user, organization, params, body, audit }) => {
    const agentId = requirePlaygroundId(params.agentId, "agent");
    const queued = await queuePlaygroundPrompt({ db, organization: organization!, agentId, user }, body);
    audit.target = `agent:${agentId} prompt:${queued.promptId}`;
    audit.details = { characters: body.prompt.length, files: body.files?.map((file) => file.fileName) ?? [] };
    return queued;
  },
);
