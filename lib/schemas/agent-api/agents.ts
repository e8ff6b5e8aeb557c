import { z } from "zod";

import { httpUrl } from "@/lib/schemas/http-url";

import { isoDateTime, pageOf, pageQuery } from "./common";
import { userResponse } from "./users";

export const agentStatuses = ["active", "inactive", "draft"] as const;
export const agentModels = [
  "gpt-4.1",
  "gpt-4.1-nano",
  "gpt-4.1-mini",
  "gpt-3.5-turbo",
  "o3-mini",
  "gpt-5-nano",
  "gpt-5",
  "gpt-5-mini",
  "gpt-5.1",
  "gpt-5.2",
  "gpt-5.4",
  "gpt-5.4-mini",
  "gpt-5.4-nano",
  "gpt-5.5",
  "gpt-5.6",
  "gpt-5.6-terra",
  "gpt-5.6-luna",
] as const;
export const reasoningEfforts = ["low", "medium", "high", "xhigh", "minimal", "none", "max"] as const;
export const reasoningModes = ["standard", "pro"] as const;
export const skillStatuses = ["active", "inactive"] as const;
export const webhookStatuses = ["active", "inactive"] as const;

/** A JSON Schema, sent as a string as the real deployment does. */
export const jsonSchemaString = z.string().refine(
  (value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  },
  { message: "must be a JSON Schema object written as a JSON string" },
);

const agentSettings = {
  description: z.string().max(4_000).optional(),
  instructions: z.string().max(256_000).optional(),
  model: z.enum(agentModels).optional(),
  topP: z.number().min(0).max(1).optional(),
  temperature: z.number().min(0).max(2).optional(),
  isFileSearchEnabled: z.boolean().optional(),
  isCodeInterpreterEnabled: z.boolean().optional(),
  fileSearchMaxNumResults: z.number().int().min(1).max(50).optional(),
  reasoningEffort: z.enum(reasoningEfforts).optional(),
  reasoningMode: z.enum(reasoningModes).optional(),
  isOutputJsonSchemaEnabled: z.boolean().optional(),
  outputJsonSchema: jsonSchemaString,
  restrictDocumentsToOwnerOnly: z.boolean().optional(),
};

export const createAgentBody = z
  .object({
    roleId: z.uuid(),
    name: z.string().trim().min(1).max(255),
    publicName: z.string().trim().min(1).max(255),
    tags: z.array(z.string().trim().min(1).max(64)).max(50),
    isApiSkillEnabled: z.boolean().optional(),
    ...agentSettings,
  })
  .meta({ id: "CreateAgentBody" });

export const updateAgentBody = z
  .object({
    name: z.string().trim().min(1).max(255).optional(),
    publicName: z.string().trim().min(1).max(255).optional(),
    tags: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
    avatarUrl: httpUrl().optional(),
    backgroundUrl: httpUrl().optional(),
    status: z.enum(agentStatuses).optional(),
    defaultErrorMessage: z.string().max(4_000).optional(),
    ...agentSettings,
  })
  .meta({
    id: "UpdateAgentBody",
    description: "Fields to change. As in the real deployment, outputJsonSchema is required on every update.",
  });

export const aiConfigResponse = z
  .looseObject({
    id: z.string(),
    model: z.string(),
    temperature: z.number(),
    topP: z.number(),
    instructions: z.string(),
    isCodeInterpreterEnabled: z.boolean(),
    isFileSearchEnabled: z.boolean(),
    fileSearchMaxNumResults: z.number(),
    reasoningEffort: z.enum(reasoningEfforts).nullish(),
    reasoningMode: z.enum(reasoningModes).nullish(),
    isOutputJsonSchemaEnabled: z.boolean().optional(),
    outputJsonSchema: z.string(),
  })
  .meta({ id: "AIConfigResponse" });

/** Skills as the deployment reports them: a system name, a status, and fields particular to each. */
export const skillResponse = z.looseObject({ systemName: z.string(), status: z.enum(skillStatuses) }).meta({
  id: "SkillResponse",
  description:
    "The API skill carries no `apiKey`, unlike the real deployment's: agent keys are kept only as hashes, never in clear, so a key is shown once, when it is created (agent API key operations), and cannot be answered again.",
});

export const agentResponse = z
  .looseObject({
    organizationId: z.string(),
    organizationName: z.string(),
    id: z.string(),
    name: z.string(),
    publicName: z.string(),
    role: z.string(),
    description: z.string().optional(),
    vectorStoreId: z.string(),
    aiConfig: aiConfigResponse,
    avatarUrl: z.string().optional(),
    status: z.enum(agentStatuses),
    tags: z.array(z.string()).nullish(),
    skills: z.array(skillResponse),
    restrictDocumentsToOwnerOnly: z.boolean().optional(),
  })
  .meta({ id: "AgentResponse" });

export const agentRoleResponse = z.looseObject({ id: z.string(), name: z.string(), description: z.string() }).meta({ id: "AgentRoleResponse" });

export const agentRolesResponse = z.array(agentRoleResponse).meta({
  id: "AgentRolesResponse",
  description: "The real deployment declares one role object; it evidently means a list, and that is what is served.",
});

export const agentUsersQuery = pageQuery.extend({ orderBy: z.enum(["createdAt"]).optional() });
export const agentUsersPage = pageOf(userResponse, "AgentUsersPage");

export const adminUserResponse = z
  .looseObject({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullish(),
    role: z.string(),
  })
  .meta({ id: "AdminUserResponse", description: "A platform user who administers the agent." });

export const adminUsersResponse = z.array(adminUserResponse).meta({ id: "AdminUsersResponse" });

export const statisticQuery = z.object({
  startDate: isoDateTime.optional(),
  endDate: isoDateTime.optional(),
  fkId: z.string().optional(),
  fkUserId: z.string().optional(),
  userId: z.uuid().optional(),
  conversationUserId: z.uuid().optional(),
});

export const statisticResponse = z
  .looseObject({
    tokensUsed: z.number(),
    tokensPerConversation: z.number(),
    vapiSecondsUsed: z.number(),
    averageCallDuration: z.number(),
    smsUsed: z.number(),
    smsPerConversation: z.number(),
    emailsUsed: z.number(),
    emailsPerConversation: z.number(),
    conversations: z.number().optional().meta({ description: "Extension: conversations started in the period." }),
    messages: z.number().optional().meta({ description: "Extension: messages of any sender written in the period." }),
    activeUsers: z.number().optional().meta({ description: "Extension: conversation users who wrote in the period." }),
  })
  .meta({ id: "StatisticResponse" });

export const webhookTriggers = ["each_message", "end_dialog", "start_dialog", "chat_currently_unavailable", "auto_archive_conversation", "manual"] as const;

export const createWebhookBody = z
  .object({
    title: z.string().trim().min(1).max(255),
    description: z.string().max(4_000),
    url: httpUrl(),
    triggerCondition: z.enum(webhookTriggers),
    headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/), z.string().max(1_024)).optional(),
  })
  .meta({ id: "CreateWebhookBody" });

export const webhookResponse = z
  .looseObject({
    id: z.string(),
    agentId: z.string(),
    title: z.string(),
    description: z.string(),
    url: z.string(),
    triggerCondition: z.enum(webhookTriggers),
    headers: z.record(z.string(), z.string()).optional(),
    status: z.enum(webhookStatuses),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    signingSecret: z.string().nullish().meta({
      description:
        "Extension: the secret deliveries are signed with (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature). Returned only when the webhook is created.",
    }),
  })
  .meta({ id: "WebhookResponse" });

const monthlyAmounts = {
  tokensAmountPerMonth: z.number(),
  smsAmountPerMonth: z.number(),
  emailsAmountPerMonth: z.number(),
  secondsAmountPerMonth: z.number(),
};

export const agentLimitsResponse = z
  .looseObject({ id: z.string(), agentId: z.string(), isOrganizationDefault: z.boolean(), ...monthlyAmounts })
  .meta({ id: "AgentLimitsResponse" });

export const agentUsageResponse = z
  .looseObject({ emailsAmount: z.number(), smsAmount: z.number(), tokensAmount: z.number(), secondsAmount: z.number() })
  .meta({ id: "AgentUsageResponse", description: "What the agent used this calendar month (UTC)." });

export const resourceUsageBody = z
  .object({ type: z.enum(["OPENAI_TOKENS", "VAPI_SECONDS"]), amount: z.number().positive().max(1e9) })
  .meta({ id: "ResourceUsageBody" });

export type AgentResponse = z.infer<typeof agentResponse>;
export type CreateAgentBody = z.infer<typeof createAgentBody>;
