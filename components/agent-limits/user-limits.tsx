import { conversationCount, conversationUserName, contactSummary } from "@/components/agent-users/conversation-user-labels";
import type { ConversationUserView } from "@/lib/schemas/console/agent-users";

import { LimitsCard } from "./limits-card";

type Props = { organizationId: string; agentId: string; user: ConversationUserView; conversations?: number };

/** One conversation user's monthly limits and usage, under their name and contacts. */
export function UserLimits({ organizationId, agentId, user, conversations }: Props) {
  const name = conversationUserName(user);
  const details = [contactSummary(user), conversations === undefined ? undefined : conversationCount(conversations)].filter(Boolean).join(" · ");
  return (
    <LimitsCard
      organizationId={organizationId}
      agentId={agentId}
      owner={{ kind: "user", userId: user.id, name }}
      ownerName={name}
      headingId={`user-limits-${user.id}`}
      heading={
        <div>
          <h3 id={`user-limits-${user.id}`} className="font-semibold">
            {name}
          </h3>
          {details ? <p className="text-sm text-muted-foreground">{details}</p> : null}
        </div>
      }
    />
  );
}
