import type { ReactNode } from "react";

import { channelLabel } from "@/lib/console/inbox/inbox-search";
import type { InboxThread } from "@/lib/schemas/console/inbox";
import { formatTimestamp } from "@/lib/utils/format-timestamp";

import { ConversationNotes } from "./conversation-notes";

type Props = { organizationId: string; thread: InboxThread };

/** The side panel: who the user is, what the deployment knows of them, the conversation's summary, and the notes. */
export function ConversationDetails({ organizationId, thread }: Props) {
  const { contact, conversation, summary, assignedUser } = thread;
  return (
    <aside
      id="conversation-details"
      aria-label="About the conversation"
      className="grid content-start gap-5 border-t pt-4 text-sm @2xl:overflow-y-auto @2xl:border-t-0 @2xl:border-l @2xl:pt-0 @2xl:pl-4"
    >
      <section aria-labelledby="contact-title" className="grid gap-2">
        <h3 id="contact-title" className="text-sm font-semibold">
          Contact
        </h3>
        <dl className="grid gap-2">
          <Detail term="Name">{contact.name}</Detail>
          <Detail term="Email">
            {contact.email ? (
              <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ) : null}
          </Detail>
          <Detail term="Phone">{contact.phoneNumber}</Detail>
          <Detail term="Channel">{conversation.channel ? channelLabel(conversation.channel) : null}</Detail>
          <Detail term="Assigned in the deployment">
            {assignedUser ? `${assignedUser.name}${assignedUser.email ? ` (${assignedUser.email})` : ""}` : null}
          </Detail>
          <Detail term="Last activity">{formatTimestamp(conversation.updatedAt)}</Detail>
        </dl>
      </section>
      <section aria-labelledby="context-title" className="grid gap-1">
        <h3 id="context-title" className="text-sm font-semibold">
          Context
        </h3>
        <p className="whitespace-pre-wrap break-words text-muted-foreground">{contact.context || "The deployment holds no context for this user."}</p>
      </section>
      <section aria-labelledby="summary-title" className="grid gap-1">
        <h3 id="summary-title" className="text-sm font-semibold">
          Summary
        </h3>
        <p className="whitespace-pre-wrap break-words text-muted-foreground">{summary || "No summary yet."}</p>
      </section>
      <ConversationNotes organizationId={organizationId} conversationId={conversation.id} />
    </aside>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words">{children ?? <span className="text-muted-foreground">Not given</span>}</dd>
    </div>
  );
}
