import { ArrowLeft, SearchX } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { knowledgeHref } from "@/lib/queries/packs/pack-hrefs";

/** The API has no such pack in this organization: deleted, or an address from another organization. */
export function PackNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      titleAs="h1"
      title="This pack no longer exists"
      description="The AI Agent API has no such pack in this organization. It may have been deleted, or the link belongs to another organization."
      action={
        <Button asChild variant="outline">
          <Link href={knowledgeHref}>
            <ArrowLeft aria-hidden="true" />
            Back to packs
          </Link>
        </Button>
      }
    />
  );
}
