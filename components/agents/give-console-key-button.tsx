"use client";

import { KeyRound } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCreateConsoleKeyMutation } from "@/lib/queries/agents/use-create-console-key-mutation";

type Props = {
  organizationId: string;
  agentId: string;
  /** Names the agent for screen readers where several such buttons stand together (the agents list). */
  agentName?: string;
  size?: "sm" | "default";
};

/** One click gives the console a key for the agent: created, kept in its vault, never shown. */
export function GiveConsoleKeyButton({ organizationId, agentId, agentName, size = "default" }: Props) {
  const create = useCreateConsoleKeyMutation(organizationId, agentId);
  return (
    <Button type="button" size={size} variant="outline" disabled={create.isPending} onClick={() => create.mutate()}>
      {create.isPending ? <Spinner label="Giving the console a key" /> : <KeyRound aria-hidden="true" />}
      Give the console a key
      {agentName ? <span className="sr-only"> for {agentName}</span> : null}
    </Button>
  );
}
