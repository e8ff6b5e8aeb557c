"use client";

import { TriangleAlert } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

import { GiveConsoleKeyButton } from "./give-console-key-button";

type Props = { organizationId: string; agentId: string; keyStatus: "missing" | "failing" };

const titles: Record<Props["keyStatus"], string> = {
  missing: "The console holds no working key for this agent",
  failing: "The AI Agent API refuses the console's key for this agent",
};

/** What an agent's pages show while the console cannot act as the agent, with the one click that mends it. */
export function ConsoleKeyMissing({ organizationId, agentId, keyStatus }: Props) {
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{titles[keyStatus]}</AlertTitle>
      <AlertDescription>
        <p>
          Until it has a working key, the console cannot read the agent&apos;s conversations, knowledge, users or limits, or act as it. The new key is kept in
          the console&apos;s vault and never shown; keys for your own systems are not touched.
        </p>
        <div className="mt-2">
          <GiveConsoleKeyButton organizationId={organizationId} agentId={agentId} size="sm" />
        </div>
      </AlertDescription>
    </Alert>
  );
}
