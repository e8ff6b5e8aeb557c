import { inboxAgentIds } from "@/lib/console/inbox/inbox-agents";
import { inboxEventStream } from "@/lib/console/inbox/event-stream";
import { inboxRoles } from "@/lib/console/inbox/inbox-route";
import { route } from "@/lib/console/route";
import { resumeAfter } from "@/lib/inbox/server-sent-events";

export const dynamic = "force-dynamic";

/** The inbox's live events (Server-Sent Events), resuming after `Last-Event-ID`. */
export const GET = route({ roles: inboxRoles, organization: true }, async ({ db, user, organization, request }) =>
  inboxEventStream(
    {
      organizationId: organization!.id,
      agentIds: await inboxAgentIds(db, user, organization!),
      resumeAfter: resumeAfter(request.headers.get("last-event-id"), request.nextUrl.searchParams.get("lastEventId")),
    },
    request.signal,
  ),
);
