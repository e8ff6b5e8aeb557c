import { addInboxNote, listInboxNotes } from "@/lib/console/contract/inbox";
import { addNote, listNotes } from "@/lib/console/inbox/actions";
import { inboxTarget } from "@/lib/console/inbox/inbox-route";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listInboxNotes, async ({ db, user, organization, params }) =>
  listNotes(db, await inboxTarget(db, user, organization, params.conversationId)),
);

export const POST = handleConsoleRoute(addInboxNote, async ({ db, user, organization, params, body, audit }) => {
  const target = await inboxTarget(db, user, organization, params.conversationId);
  audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
  return addNote(db, user, target, body.body);
});
