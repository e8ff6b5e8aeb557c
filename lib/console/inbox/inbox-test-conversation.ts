import type { InboxConversation } from "@/lib/schemas/console/inbox";

/** A conversation for the inbox's unit tests: open, AI-handled, unassigned, unless told otherwise. */
export function inboxTestConversation(overrides: Partial<InboxConversation> & { id: string }): InboxConversation {
  return {
    agentId: "agent-1",
    agentName: "Support",
    title: null,
    userName: "Ada Lovelace",
    userContact: "ada@example.com",
    channel: "live_chat",
    mode: "ai",
    stateId: "state-open",
    stateName: "Open",
    phase: "open",
    waitingSince: null,
    escalationReason: null,
    lastMessage: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    operator: null,
    ...overrides,
  };
}
