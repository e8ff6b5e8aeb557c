"use client";

import { useState } from "react";

import { useIsHydrated } from "@/components/providers/use-is-hydrated";
import { PanelSection } from "@/components/ui/panel-section";
import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";
import type { ReplyMode } from "@/lib/queries/playground/reply-mode";

import { PlaygroundChat } from "./playground-chat";
import { answererName } from "./playground-labels";
import { PromptRunner } from "./prompt-runner";
import { ReplyModeSwitch } from "./reply-mode-switch";

type Props = {
  organizationId: string;
  agentId: string;
  /** The conversation to reopen (from the address), if any. */
  initialConversationId?: string;
  /** The email of the test user the signed-in person chats as. */
  testUserEmail: string;
};

/** The Playground tab: chat with the agent as a test user, and run one-off prompts, answered sync or async. */
export function PlaygroundPanel({ organizationId, agentId, initialConversationId, testUserEmail }: Props) {
  const agent = useAgentQuery(organizationId, agentId);
  // The agent's header may have read the agent by the time this part of the page hydrates: its name waits.
  const answerer = answererName(useIsHydrated() ? agent.data : undefined);
  const [mode, setMode] = useState<ReplyMode>("sync");

  return (
    <PanelSection
      title="Playground"
      description={
        <>
          Try the agent as a customer would. You write as your own test user, <span className="font-mono text-xs">{testUserEmail}</span>; its conversations are
          real ones of this agent, with the console&apos;s key.
        </>
      }
      action={<ReplyModeSwitch mode={mode} onChange={setMode} />}
    >
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PlaygroundChat organizationId={organizationId} agentId={agentId} initialConversationId={initialConversationId} answerer={answerer} mode={mode} />
        <PromptRunner organizationId={organizationId} agentId={agentId} answerer={answerer} mode={mode} />
      </div>
    </PanelSection>
  );
}
