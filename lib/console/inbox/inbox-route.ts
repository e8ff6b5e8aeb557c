import "server-only";

import type { Database } from "@/lib/db";

import type { InboxTarget } from "./actions";
import { agentOfConversation } from "./conversations";
import type { SessionUser } from "../auth/session";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";

/** The conversation a route names, with the agent of the user's it belongs to; 404 when it is not in their inbox. */
export async function inboxTarget(
  db: Database,
  user: SessionUser,
  organization: ConsoleOrganization,
  conversationId: string | undefined,
): Promise<InboxTarget> {
  if (!conversationId || conversationId.length > 200) throw new ConsoleRouteError(404, "NOT_FOUND", "This conversation is not in your inbox.");
  const agentId = await agentOfConversation(db, user, organization, conversationId);
  return { organization, agentId, conversationId };
}
