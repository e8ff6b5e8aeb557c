import { ArrowLeft, SearchX } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { agentsHref } from "@/lib/console/agents/agent-tabs";

/** The API has no such agent in this organization: deleted, or an address from another organization. */
export function AgentNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      titleAs="h1"
      title="This agent no longer exists"
      description="The AI Agent API has no such agent in this organization. It may have been deleted, or the link belongs to another organization."
      action={
        <Button asChild variant="outline">
          <Link href={agentsHref}>
            <ArrowLeft aria-hidden="true" />
            Back to agents
          </Link>
        </Button>
      }
    />
  );
}
