import { addNote, listNotes } from "@/lib/console/inbox/actions";
import { inboxRoles, inboxTarget } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { inboxNote, inboxNoteBody, inboxNotes } from "@/lib/schemas/console/inbox";

/** The conversation's internal notes. */
export const GET = route({ roles: inboxRoles, organization: true, response: inboxNotes }, async ({ db, user, organization, params }) =>
  listNotes(db, await inboxTarget(db, user, organization!, params.conversationId)),
);

/** Adds an internal note, never shown to the user. */
export const POST = route(
  { roles: inboxRoles, organization: true, body: inboxNoteBody, response: inboxNote, action: "conversation.note", successStatus: 201 },
  async ({ db, user, organization, params, body, audit }) => {
    const target = await inboxTarget(db, user, organization!, params.conversationId);
    audit.target = `agent:${target.agentId} conversation:${target.conversationId}`;
    return addNote(db, user, target, body.body);
  },
);
