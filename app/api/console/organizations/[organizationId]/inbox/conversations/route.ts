import { listInboxConversations } from "@/lib/console/contract/inbox";
import { listInbox } from "@/lib/console/inbox/conversations";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listInboxConversations, async ({ db, user, organization }) => listInbox(db, user, organization));
