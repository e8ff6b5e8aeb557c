import { streamInboxEvents } from "@/lib/console/contract/inbox";
import { inboxEventStream } from "@/lib/console/inbox/event-stream";
import { inboxAgentIds } from "@/lib/console/inbox/inbox-agents";
import { resumeAfter } from "@/lib/console/inbox/server-sent-events";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const dynamic = "force-dynamic";

export const GET = handleConsoleRoute(streamInboxEvents, async ({ db, user, organization, request }) =>
  inboxEventStream(
    {
      organizationId: organization.id,
      agentIds: await inboxAgentIds(db, user, organization),
      resumeAfter: resumeAfter(request.headers.get("last-event-id"), request.nextUrl.searchParams.get("lastEventId")),
    },
    request.signal,
  ),
);
