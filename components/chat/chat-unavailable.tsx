import { MessageCircleOff } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

type Props = { reason: "no-organization" | "not-available" };

const descriptions: Record<Props["reason"], string> = {
  "no-organization": "You are not a member of any organization yet. Ask your administrator to add you to one.",
  "not-available":
    "This agent is not one you work on in the current organization, or the console holds no key for it. Pick the organization in the console, or ask an administrator to give you the agent.",
};

/** Why the chat cannot open for this user and agent, with the way back to the console. */
export function ChatUnavailable({ reason }: Props) {
  return (
    <main className="flex w-full max-w-md flex-1 items-center">
      <EmptyState
        icon={MessageCircleOff}
        titleAs="h1"
        title="This chat is not available"
        description={descriptions[reason]}
        className="w-full bg-background"
        action={
          <Button asChild variant="outline">
            <Link href="/">Back to the console</Link>
          </Button>
        }
      />
    </main>
  );
}
