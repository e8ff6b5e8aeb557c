import "server-only";
import type { z } from "zod";

import type {
  svcAgents,
  svcApiKeys,
  svcConversationStates,
  svcConversationUsers,
  svcConversations,
  svcFeedbacks,
  svcMessages,
  svcOrganizations,
  svcSubscriptions,
  svcWebhooks,
} from "@/lib/db/schema";
import type { agentApiKeyResponse } from "@/lib/schemas/agent-api/agent-api-keys";
import type { agentResponse, webhookResponse } from "@/lib/schemas/agent-api/agents";
import type { conversationResponse, conversationStateResponse, feedbackResponse, messageResponse } from "@/lib/schemas/agent-api/conversations";
import type { organizationResponse, subscriptionResponse } from "@/lib/schemas/agent-api/organizations";
import type { userResponse } from "@/lib/schemas/agent-api/users";

type Out<T extends z.ZodType> = z.input<T>;
const iso = (date: Date) => date.toISOString();

export function presentSubscription(row: typeof svcSubscriptions.$inferSelect, organizationsCount: number): Out<typeof subscriptionResponse> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    agentsAmount: row.agentsAmount,
    tokensAmountPerMonth: row.tokensAmountPerMonth,
    secondsAmountPerMonth: row.secondsAmountPerMonth,
    smsAmountPerMonth: row.smsAmountPerMonth,
    emailsAmountPerMonth: row.emailsAmountPerMonth,
    usersWithAccessAmount: row.usersWithAccessAmount,
    status: row.status,
    visibility: row.visibility,
    isTrial: row.isTrial,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    organizationsCount,
    price: row.price,
  };
}

export function presentOrganization(
  organization: typeof svcOrganizations.$inferSelect,
  subscription: Out<typeof subscriptionResponse>,
): Out<typeof organizationResponse> {
  return {
    id: organization.id,
    name: organization.name,
    status: organization.status,
    createdAt: iso(organization.createdAt),
    updatedAt: iso(organization.updatedAt),
    createdBy: organization.createdBy,
    subscription,
  };
}

export type AgentSkillSources = {
  webhooks: Pick<typeof svcWebhooks.$inferSelect, "status" | "title" | "description" | "url" | "triggerCondition" | "headers">[];
  /** Skills other areas report for the agent (scraping, live chat), already in the API's shape. */
  otherSkills?: Out<typeof agentResponse>["skills"];
};

export function presentAgent(
  agent: typeof svcAgents.$inferSelect,
  organization: Pick<typeof svcOrganizations.$inferSelect, "id" | "name">,
  roleName: string,
  sources: AgentSkillSources,
): Out<typeof agentResponse> {
  const { settings } = agent;
  const skills: Out<typeof agentResponse>["skills"] = [{ systemName: "API", status: settings.isApiSkillEnabled ? "active" : "inactive" }];
  if (sources.webhooks.length > 0) {
    skills.push({
      systemName: "WEBHOOK",
      status: sources.webhooks.some((webhook) => webhook.status === "active") ? "active" : "inactive",
      name: "Webhooks",
      description: "Deliveries of conversation events.",
      webhooks: sources.webhooks.map((webhook) => ({
        status: webhook.status,
        title: webhook.title,
        description: webhook.description,
        url: webhook.url,
        triggerCondition: webhook.triggerCondition,
        headers: webhook.headers ?? undefined,
      })),
    });
  }
  skills.push(...(sources.otherSkills ?? []));
  return {
    organizationId: organization.id,
    organizationName: organization.name,
    id: agent.id,
    name: agent.name,
    publicName: agent.publicName,
    role: roleName,
    description: agent.description ?? undefined,
    vectorStoreId: agent.vectorStoreId,
    aiConfig: {
      id: settings.aiConfigId,
      model: settings.model,
      temperature: settings.temperature,
      topP: settings.topP,
      instructions: settings.instructions,
      isCodeInterpreterEnabled: settings.isCodeInterpreterEnabled,
      isFileSearchEnabled: settings.isFileSearchEnabled,
      fileSearchMaxNumResults: settings.fileSearchMaxNumResults,
      reasoningEffort: settings.reasoningEffort as Out<typeof agentResponse>["aiConfig"]["reasoningEffort"],
      reasoningMode: settings.reasoningMode as Out<typeof agentResponse>["aiConfig"]["reasoningMode"],
      isOutputJsonSchemaEnabled: settings.isOutputJsonSchemaEnabled ?? undefined,
      outputJsonSchema: settings.outputJsonSchema,
    },
    avatarUrl: agent.avatarUrl ?? undefined,
    status: agent.status,
    tags: agent.tags,
    skills,
    restrictDocumentsToOwnerOnly: settings.restrictDocumentsToOwnerOnly ?? undefined,
    backgroundUrl: agent.backgroundUrl,
    defaultErrorMessage: agent.defaultErrorMessage,
    createdAt: iso(agent.createdAt),
    updatedAt: iso(agent.updatedAt),
  };
}

export function presentApiKey(row: typeof svcApiKeys.$inferSelect, now = new Date()): Out<typeof agentApiKeyResponse> {
  const status = row.revokedAt ? "revoked" : row.expiresAt && row.expiresAt <= now ? "expired" : "active";
  return {
    id: row.id,
    agentId: row.agentId ?? "",
    name: row.name,
    prefix: row.prefix,
    lastFour: row.lastFour,
    status,
    expiresAt: row.expiresAt ? iso(row.expiresAt) : null,
    createdAt: iso(row.createdAt),
    lastUsedAt: row.lastUsedAt ? iso(row.lastUsedAt) : null,
    revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
  };
}

export function presentUser(row: typeof svcConversationUsers.$inferSelect): Out<typeof userResponse> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    context: row.context ?? undefined,
    source: row.source ?? undefined,
    fkId: row.fkId ?? undefined,
    fkUserId: row.fkUserId ?? undefined,
    email: row.email ?? undefined,
    phoneNumber: row.phoneNumber ?? undefined,
    metadata: row.metadata ?? undefined,
    isAnonymized: false,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function presentState(row: typeof svcConversationStates.$inferSelect): Out<typeof conversationStateResponse> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    isPersistent: row.isPersistent,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    kind: row.kind,
  };
}

export function presentFeedback(row: typeof svcFeedbacks.$inferSelect, userEmail?: string | null): Out<typeof feedbackResponse> {
  return {
    id: row.id,
    voteType: row.voteType,
    question: row.question,
    answer: row.answer,
    comment: row.comment,
    userEmail: userEmail ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    conversationMessageId: row.messageId,
  };
}

export function presentConversation(
  row: typeof svcConversations.$inferSelect,
  user: typeof svcConversationUsers.$inferSelect,
): Out<typeof conversationResponse> {
  return {
    id: row.id,
    conversationUserId: row.conversationUserId,
    title: row.title ?? undefined,
    score: row.score ?? undefined,
    summary: row.summary ?? undefined,
    aiConversationId: row.aiConversationId,
    metadata: { ...(row.customData ?? {}), ...(row.context ? { context: row.context } : {}) },
    mode: row.mode,
    conversationStateId: row.stateId ?? undefined,
    user: presentUser(user),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    assignedUser: row.assignedUser ?? null,
    isAnonymized: false,
    status: row.status,
    source: row.source,
    escalationReason: row.escalationReason,
    escalatedAt: row.escalatedAt ? iso(row.escalatedAt) : null,
    closedAt: row.closedAt ? iso(row.closedAt) : null,
  };
}

export function presentMessage(row: typeof svcMessages.$inferSelect, feedbacks?: (typeof svcFeedbacks.$inferSelect)[]): Out<typeof messageResponse> {
  return {
    id: row.id,
    message: row.message,
    rawMessage: row.message,
    conversationId: row.conversationId,
    senderRole: row.senderRole,
    conversationMessageId: row.questionMessageId ?? row.id,
    source: row.source,
    createdAt: iso(row.createdAt),
    conversationMessageFeedbacks: feedbacks?.map((feedback) => ({
      id: feedback.id,
      voteType: feedback.voteType,
      question: feedback.question,
      answer: feedback.answer,
      comment: feedback.comment,
    })),
    fullAIResponse: row.fullAIResponse ?? undefined,
    files: row.files?.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      openAIFileId: file.storagePath,
      size: file.size,
      createdAt: file.createdAt,
      updatedAt: file.createdAt,
    })),
    isAnonymized: false,
    authorId: row.authorId,
  };
}

export function presentWebhook(row: typeof svcWebhooks.$inferSelect, signingSecret?: string): Out<typeof webhookResponse> {
  return {
    id: row.id,
    agentId: row.agentId,
    title: row.title,
    description: row.description,
    url: row.url,
    triggerCondition: row.triggerCondition as Out<typeof webhookResponse>["triggerCondition"],
    headers: row.headers ?? undefined,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    ...(signingSecret ? { signingSecret } : {}),
  };
}
