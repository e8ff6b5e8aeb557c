import type { z } from "zod";

import { agentModels, type createAgentBody, type updateAgentBody } from "@/lib/schemas/agent-api/agents";
import type { AgentDetail } from "@/lib/schemas/console/agents";

import { formatJsonSchemaText } from "./json-schema-text";

export type CreateAgentFormValues = z.input<typeof createAgentBody>;
export type AgentConfigFormValues = z.input<typeof updateAgentBody>;
export type AgentModel = (typeof agentModels)[number];

export function isAgentModel(model: string): model is AgentModel {
  return (agentModels as readonly string[]).includes(model);
}

/** A new agent's form: no role chosen yet, the deployment's default model, and no output schema (`{}`). */
export function createAgentFormDefaults(): CreateAgentFormValues {
  return { roleId: "", name: "", publicName: "", description: "", instructions: "", tags: [], model: undefined, outputJsonSchema: "{}" };
}

/**
 * The configuration form's values for an agent as the API reports it. A model this console does not offer
 * is left unset (sent as no change); missing texts are empty, and the output schema is laid out for editing.
 */
export function agentConfigFormDefaults(agent: AgentDetail): AgentConfigFormValues {
  return {
    name: agent.name,
    publicName: agent.publicName,
    description: agent.description ?? "",
    status: agent.status,
    instructions: agent.instructions,
    model: isAgentModel(agent.model) ? agent.model : undefined,
    temperature: agent.temperature,
    topP: agent.topP,
    isFileSearchEnabled: agent.isFileSearchEnabled,
    fileSearchMaxNumResults: agent.fileSearchMaxNumResults,
    isOutputJsonSchemaEnabled: agent.isOutputJsonSchemaEnabled ?? false,
    outputJsonSchema: formatJsonSchemaText(agent.outputJsonSchema),
    tags: agent.tags ?? [],
    defaultErrorMessage: agent.defaultErrorMessage ?? "",
    avatarUrl: agent.avatarUrl ?? undefined,
  };
}
