import { Bot } from "lucide-react";
import type { Metadata } from "next";

import { SectionPage } from "@/components/shell/section-page";

export const metadata: Metadata = { title: "Agents" };

export default function AgentsPage() {
  return (
    <SectionPage
      href="/agents"
      title="Agents"
      description="Configure your organization's AI agents: instructions, knowledge, functions, keys and webhooks."
      icon={Bot}
      empty={{
        title: "No agents yet",
        description: "Agents of this organization appear here once its organization key is connected.",
      }}
    />
  );
}
