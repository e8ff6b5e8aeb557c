import { z } from "zod";

import { agentResponse, agentRoleResponse, aiConfigResponse, skillResponse } from "@/lib/schemas/agent-api/agents";
import { conversationResponse } from "@/lib/schemas/agent-api/conversations";

const agent = agentResponse.shape;
const aiConfig = aiConfigResponse.shape;

/** How the console's own key for an agent fares: working, refused by the API, or not held at all. */
export const agentKeyStatuses = ["active", "failing", "missing"] as const;
export type AgentKeyStatus = (typeof agentKeyStatuses)[number];

/**
 * One row of the agents list: an agent of the organization, whether the console holds a key for it or not
 * (`keyStatus` says). When its details could not be read, the fields it would show are null and `problem`
 * says why.
 */
export const agentSummary = z.object({
  id: agent.id,
  name: agent.name.nullable(),
  publicName: agent.publicName.nullable(),
  status: agent.status.nullable(),
  role: agent.role.nullable(),
  /** Always a list here, even where the API sends none. */
  tags: z.array(z.string()),
  /** The console's own views say null where the API leaves a field out. */
  description: agent.description.nullable(),
  /** How many conversations the agent has had; null when they could not be counted. */
  conversations: z.number().int().nonnegative().nullable(),
  /** When the latest conversation last changed; null when there is none or it is unknown. */
  lastActivityAt: conversationResponse.shape.updatedAt.nullable(),
  keyStatus: z.enum(agentKeyStatuses),
  problem: z.string().nullable(),
});
export type AgentSummary = z.infer<typeof agentSummary>;
export const agentSummaryList = z.array(agentSummary);

export const agentSkill = z.object({ systemName: skillResponse.shape.systemName, status: skillResponse.shape.status });
export type AgentSkill = z.infer<typeof agentSkill>;

/** An agent's configuration as the forms edit it (flat, the update body's names), and its skills. */
export const agentDetail = z.object({
  id: agent.id,
  name: agent.name,
  publicName: agent.publicName,
  role: agent.role,
  status: agent.status,
  description: agent.description.nullable(),
  tags: agent.tags,
  avatarUrl: agent.avatarUrl.nullable(),
  /** Not in the real deployment's published response, but sent by it and by the embedded service. */
  defaultErrorMessage: z.string().nullish(),
  instructions: aiConfig.instructions,
  model: aiConfig.model,
  temperature: aiConfig.temperature,
  topP: aiConfig.topP,
  isFileSearchEnabled: aiConfig.isFileSearchEnabled,
  fileSearchMaxNumResults: aiConfig.fileSearchMaxNumResults,
  isOutputJsonSchemaEnabled: aiConfig.isOutputJsonSchemaEnabled.nullable(),
  outputJsonSchema: aiConfig.outputJsonSchema,
  skills: z.array(agentSkill),
});
export type AgentDetail = z.infer<typeof agentDetail>;

export const agentRole = z.object({
  id: agentRoleResponse.shape.id,
  name: agentRoleResponse.shape.name,
  description: agentRoleResponse.shape.description,
});
export type AgentRole = z.infer<typeof agentRole>;
export const agentRoleList = z.array(agentRole);
