import { getPlaygroundReply } from "@/lib/console/contract/playground";
import { playgroundReplyTo } from "@/lib/console/playground/playground";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getPlaygroundReply, async ({ db, user, organization, params }) =>
  playgroundReplyTo({ db, organization, agentId: params.agentId, user }, params.conversationId, params.messageId),
);
