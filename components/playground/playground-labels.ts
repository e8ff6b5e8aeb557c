import type { PlaygroundMessage } from "@/lib/schemas/console/playground";

/** What the agent's answers are labelled with: its public name, else its name, else "The agent". */
export function answererName(agent: { publicName?: string | null; name?: string | null } | undefined): string {
  return agent?.publicName?.trim() || agent?.name?.trim() || "The agent";
}

/** Who said a message, as the chat labels it. */
export function senderLabel(role: PlaygroundMessage["role"], answerer: string): string {
  if (role === "conversation_user") return "You (test user)";
  if (role === "manual_assistant") return "A person from the team";
  return answerer;
}
