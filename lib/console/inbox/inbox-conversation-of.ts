import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { phaseOfState } from "./conversation-phase";

/** What the console knows of a conversation, from wherever it learned it: a conversation read or a delivery. */
export type ConversationFacts = {
  id: string;
  agent: { id: string; name: string };
  title: string | null | undefined;
  user: { firstName?: string | null; lastName?: string | null; email?: string | null; phoneNumber?: string | null } | null | undefined;
  channel: string | null | undefined;
  mode: InboxConversation["mode"] | null | undefined;
  stateId: string | null | undefined;
  /** Whether the deployment says the conversation ended, whatever its state. */
  hasEnded: boolean;
  updatedAt: string;
  /** When and why the deployment says the agent handed the conversation over, if it says. */
  escalatedAt: string | null | undefined;
  escalationReason: string | null | undefined;
};

/** What only the console knows: the agent's states, the assigned operator, the recorded wait, the last message. */
export type ConsoleKnowledge = {
  states: readonly { id: string; name: string }[];
  operator: InboxConversation["operator"];
  wait: { waitingSince: string; reason: string | null } | null;
  lastMessage?: InboxConversation["lastMessage"];
};

/** The name to show for a conversation's user: their name, else how to reach them. */
export function userDisplayName(user: ConversationFacts["user"]): string {
  const name = `${user?.firstName ?? ""} ${user?.lastName ?? ""}`.trim();
  return name || user?.email || user?.phoneNumber || "Unknown user";
}

/** A conversation as the inbox lists it, where it stands worked out from its state's name. */
export function inboxConversationOf(facts: ConversationFacts, known: ConsoleKnowledge): InboxConversation {
  const state = known.states.find((candidate) => candidate.id === facts.stateId) ?? null;
  const phase = facts.hasEnded ? "closed" : phaseOfState(state?.name);
  const isWaiting = phase === "waiting";
  return {
    id: facts.id,
    agentId: facts.agent.id,
    agentName: facts.agent.name,
    title: facts.title ?? null,
    userName: userDisplayName(facts.user),
    userContact: facts.user?.email ?? facts.user?.phoneNumber ?? null,
    channel: facts.channel ?? null,
    mode: facts.mode ?? "ai",
    stateId: state?.id ?? facts.stateId ?? null,
    stateName: state?.name ?? null,
    phase,
    waitingSince: isWaiting ? (known.wait?.waitingSince ?? facts.escalatedAt ?? facts.updatedAt) : null,
    escalationReason: isWaiting ? (known.wait?.reason ?? facts.escalationReason ?? null) : null,
    lastMessage: known.lastMessage ?? null,
    updatedAt: facts.updatedAt,
    operator: known.operator,
  };
}
