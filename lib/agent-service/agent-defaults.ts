import { randomBytes } from "node:crypto";

import type { AgentSettings } from "@/lib/db/schema";

/** The states every agent starts with; `kind` marks those the service moves conversations to itself. */
export const initialConversationStates = [
  { name: "Open", description: "The agent is handling the conversation.", color: "#3b82f6", kind: "open", isPersistent: true },
  {
    name: "Waiting for a human",
    description: "The user asked for a person, or the agent could not answer.",
    color: "#f59e0b",
    kind: "waiting_for_human",
    isPersistent: true,
  },
  { name: "With a human", description: "A person is answering.", color: "#8b5cf6", kind: "with_human", isPersistent: true },
  { name: "Resolved", description: "The user's question was answered.", color: "#10b981", kind: "resolved", isPersistent: false },
  { name: "Closed", description: "The dialog has ended.", color: "#6b7280", kind: "closed", isPersistent: false },
] as const;

export function vendorId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

export function defaultAgentSettings(): AgentSettings {
  return {
    aiConfigId: vendorId("asst"),
    instructions: "",
    model: "gpt-5.1",
    temperature: 1,
    topP: 1,
    isFileSearchEnabled: true,
    isCodeInterpreterEnabled: false,
    fileSearchMaxNumResults: 10,
    reasoningEffort: null,
    reasoningMode: null,
    isOutputJsonSchemaEnabled: false,
    outputJsonSchema: "{}",
    restrictDocumentsToOwnerOnly: false,
    isApiSkillEnabled: false,
  };
}

/** Applies the settings fields present in a create or update body. */
export function mergeAgentSettings(current: AgentSettings, changes: Partial<Record<keyof AgentSettings, unknown>>): AgentSettings {
  const next: AgentSettings = { ...current };
  for (const key of Object.keys(current) as (keyof AgentSettings)[]) {
    if (key !== "aiConfigId" && changes[key] !== undefined) (next as Record<string, unknown>)[key] = changes[key];
  }
  return next;
}
