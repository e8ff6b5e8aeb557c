import { Inbox } from "lucide-react";
import type { Metadata } from "next";

import { SectionPage } from "@/components/shell/section-page";

export const metadata: Metadata = { title: "Inbox" };

export default function InboxPage() {
  return (
    <SectionPage
      href="/inbox"
      title="Inbox"
      description="Conversations that need a person, and the ones you are handling."
      icon={Inbox}
      empty={{
        title: "No conversations waiting",
        description: "When an agent hands a conversation to a person, it appears here.",
      }}
    />
  );
}
