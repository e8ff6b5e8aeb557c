import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { regions } from "../regions";
import { vectorStoreStatuses } from "../schemas/agent-api/agent-files";
import { agentStatuses, webhookStatuses } from "../schemas/agent-api/agents";
import { limitOwners } from "../schemas/agent-api/common";
import { asyncStatuses, conversationModes, conversationStatuses, messageSources, senderRoles, voteTypes } from "../schemas/agent-api/conversations";
import { platformUserStatuses } from "../schemas/agent-api/organization-users";
import { organizationStatuses, platformRoles, subscriptionStatuses, subscriptionVisibilities } from "../schemas/agent-api/organizations";
import { packDocumentStatuses, packStatuses } from "../schemas/agent-api/packs";
import { crawlPageStatuses, crawlRunStatuses, scrapingFrequencies } from "../schemas/agent-api/scraping";

/** Tables of the embedded AI Agent API. Prefixed `svc_` to keep them apart from the console's own. */

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const amount = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export type CreatedBy = { id: string; email: string; firstName: string; lastName: string };

export const svcSubscriptions = pgTable("svc_subscriptions", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  agentsAmount: integer("agents_amount").notNull(),
  tokensAmountPerMonth: amount("tokens_amount_per_month"),
  secondsAmountPerMonth: amount("seconds_amount_per_month"),
  smsAmountPerMonth: amount("sms_amount_per_month"),
  emailsAmountPerMonth: amount("emails_amount_per_month"),
  usersWithAccessAmount: integer("users_with_access_amount").notNull(),
  status: text("status", { enum: subscriptionStatuses }).notNull(),
  visibility: text("visibility", { enum: subscriptionVisibilities }).notNull(),
  isTrial: boolean("is_trial").notNull(),
  price: integer("price").notNull(),
  createdBy: jsonb("created_by").$type<CreatedBy>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const svcOrganizations = pgTable("svc_organizations", {
  id: id(),
  name: text("name").notNull(),
  status: text("status", { enum: organizationStatuses }).notNull().default("active"),
  region: text("region", { enum: regions }).notNull(),
  licenseKey: text("license_key").notNull(),
  subscriptionId: uuid("subscription_id")
    .notNull()
    .references(() => svcSubscriptions.id),
  subscriptionEndedAt: timestamp("subscription_ended_at", { withTimezone: true }),
  parentOrganizationId: uuid("parent_organization_id"),
  createdBy: jsonb("created_by").$type<CreatedBy>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const svcPlatformUsers = pgTable(
  "svc_platform_users",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => svcOrganizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phoneNumber: text("phone_number"),
    role: text("role", { enum: platformRoles }).notNull(),
    status: text("status", { enum: platformUserStatuses }).notNull().default("invited"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("svc_platform_users_org_email_idx").on(table.organizationId, table.email)],
);

/** Every key of every scope, stored only as a hash with its fingerprint. */
export const svcApiKeys = pgTable(
  "svc_api_keys",
  {
    id: id(),
    scope: text("scope", { enum: ["super_admin", "organization", "agent"] }).notNull(),
    region: text("region", { enum: regions }).notNull(),
    organizationId: uuid("organization_id").references(() => svcOrganizations.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id"),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    lastFour: text("last_four").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("svc_api_keys_hash_idx").on(table.keyHash), index("svc_api_keys_agent_idx").on(table.agentId)],
);

export const svcAgentRoles = pgTable("svc_agent_roles", {
  id: id(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
});

export type AgentSettings = {
  aiConfigId: string;
  instructions: string;
  model: string;
  temperature: number;
  topP: number;
  isFileSearchEnabled: boolean;
  isCodeInterpreterEnabled: boolean;
  fileSearchMaxNumResults: number;
  reasoningEffort: string | null;
  reasoningMode: string | null;
  isOutputJsonSchemaEnabled: boolean;
  outputJsonSchema: string;
  restrictDocumentsToOwnerOnly: boolean;
  isApiSkillEnabled: boolean;
};

export const svcAgents = pgTable(
  "svc_agents",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => svcOrganizations.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => svcAgentRoles.id),
    name: text("name").notNull(),
    publicName: text("public_name").notNull(),
    description: text("description"),
    status: text("status", { enum: agentStatuses }).notNull().default("active"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    settings: jsonb("settings").$type<AgentSettings>().notNull(),
    avatarUrl: text("avatar_url"),
    backgroundUrl: text("background_url"),
    defaultErrorMessage: text("default_error_message"),
    vectorStoreId: text("vector_store_id").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("svc_agents_org_idx").on(table.organizationId)],
);

/** Conversation states, per agent. `kind` marks the ones the service itself moves conversations to. */
export const svcConversationStates = pgTable(
  "svc_conversation_states",
  {
    id: id(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => svcAgents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    color: text("color"),
    isPersistent: boolean("is_persistent").notNull().default(false),
    kind: text("kind", { enum: ["open", "waiting_for_human", "with_human", "resolved", "closed"] }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("svc_conversation_states_agent_idx").on(table.agentId)],
);

export const svcConversationUsers = pgTable(
  "svc_conversation_users",
  {
    id: id(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => svcAgents.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    fkId: text("fk_id"),
    fkUserId: text("fk_user_id"),
    context: text("context"),
    source: text("source"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("svc_conversation_users_email_idx")
      .on(table.agentId, table.email)
      .where(sql`email is not null`),
    uniqueIndex("svc_conversation_users_phone_idx")
      .on(table.agentId, table.phoneNumber)
      .where(sql`phone_number is not null`),
    uniqueIndex("svc_conversation_users_fk_idx")
      .on(table.agentId, table.fkId)
      .where(sql`fk_id is not null`),
    index("svc_conversation_users_created_idx").on(table.agentId, table.createdAt),
  ],
);

export type AssignedUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl?: string | null;
  phoneNumber?: string | null;
};

export const svcConversations = pgTable(
  "svc_conversations",
  {
    id: id(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => svcAgents.id, { onDelete: "cascade" }),
    conversationUserId: uuid("conversation_user_id")
      .notNull()
      .references(() => svcConversationUsers.id, { onDelete: "cascade" }),
    title: text("title"),
    summary: text("summary"),
    score: doublePrecision("score"),
    context: text("context"),
    customData: jsonb("custom_data").$type<Record<string, unknown>>(),
    mode: text("mode", { enum: conversationModes }).notNull().default("ai"),
    status: text("status", { enum: conversationStatuses }).notNull().default("active"),
    stateId: uuid("state_id").references(() => svcConversationStates.id, { onDelete: "set null" }),
    source: text("source", { enum: messageSources }).notNull().default("api"),
    aiConversationId: text("ai_conversation_id").notNull(),
    /** Why the agent handed the conversation to a person, when it did. */
    escalationReason: text("escalation_reason"),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    assignedUser: jsonb("assigned_user").$type<AssignedUser>(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("svc_conversations_agent_updated_idx").on(table.agentId, table.updatedAt),
    // The idle archiver's, every minute: an agent's open conversations by last activity, never its closed ones.
    index("svc_conversations_open_agent_updated_idx")
      .on(table.agentId, table.updatedAt)
      .where(sql`closed_at is null and status <> 'archived'`),
    index("svc_conversations_user_idx").on(table.conversationUserId),
  ],
);

/**
 * Running totals per agent, kept by triggers on the tables they count (see the migration that adds them):
 * how many conversations the agent has, so a page of them does not count them all, and a version of its
 * knowledge that every insert or delete of its passages moves, so a cached passage index knows it is stale.
 */
export const svcAgentCounters = pgTable("svc_agent_counters", {
  agentId: uuid("agent_id")
    .primaryKey()
    .references(() => svcAgents.id, { onDelete: "cascade" }),
  conversations: bigint("conversations", { mode: "number" }).notNull().default(0),
  knowledgeVersion: bigint("knowledge_version", { mode: "number" }).notNull().default(0),
});

export type StoredMessageFile = { id: string; fileName: string; storagePath: string; size: number | null; createdAt: string };
export type StoredAIResponse = {
  outputText?: string | null;
  fileCitations?: { fileId: string; filename: string }[] | null;
  urlCitations?: { url: string; title: string }[] | null;
  reasoning?: string[] | null;
};

export const svcMessages = pgTable(
  "svc_messages",
  {
    id: id(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => svcConversations.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id").notNull(),
    senderRole: text("sender_role", { enum: senderRoles }).notNull(),
    message: text("message").notNull(),
    source: text("source", { enum: messageSources }).notNull(),
    /** For a reply, the user message it answers; for a user message, its own id. */
    questionMessageId: uuid("question_message_id"),
    fullAIResponse: jsonb("full_ai_response").$type<StoredAIResponse>(),
    files: jsonb("files").$type<StoredMessageFile[]>(),
    authorId: text("author_id"),
    tokens: integer("tokens").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index("svc_messages_conversation_idx").on(table.conversationId, table.createdAt),
    index("svc_messages_question_idx").on(table.questionMessageId),
    index("svc_messages_agent_idx").on(table.agentId, table.createdAt),
  ],
);

export const svcPrompts = pgTable("svc_prompts", {
  id: id(),
  agentId: uuid("agent_id")
    .notNull()
    .references(() => svcAgents.id, { onDelete: "cascade" }),
  prompt: text("prompt").notNull(),
  files: jsonb("files").$type<StoredMessageFile[]>(),
  tokenTrackingId: text("token_tracking_id"),
  status: text("status", { enum: asyncStatuses }).notNull().default("pending"),
  response: text("response"),
  totalTokens: integer("total_tokens"),
  error: text("error"),
  createdAt: createdAt(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

/** Bytes uploaded through signed URLs or multipart, kept in the database so every instance can serve them. */
export const svcBlobs = pgTable(
  "svc_blobs",
  {
    id: id(),
    agentId: uuid("agent_id"),
    organizationId: uuid("organization_id"),
    conversationId: uuid("conversation_id"),
    purpose: text("purpose", { enum: ["message", "prompt", "agent_file", "pack_document", "image"] }).notNull(),
    storagePath: text("storage_path").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size"),
    bytes: bytea("bytes"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("svc_blobs_path_idx").on(table.storagePath)],
);

export const svcAgentFiles = pgTable(
  "svc_agent_files",
  {
    id: id(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => svcAgents.id, { onDelete: "cascade" }),
    blobId: uuid("blob_id")
      .notNull()
      .references(() => svcBlobs.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    vectorStatus: text("vector_status", { enum: vectorStoreStatuses }),
    vectorError: text("vector_error"),
    vectorStoreFileId: text("vector_store_file_id"),
    chunkCount: integer("chunk_count"),
    uploadedToVectorStoreAt: timestamp("uploaded_to_vector_store_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("svc_agent_files_agent_idx").on(table.agentId)],
);

/** Passages the agent answers from: indexed agent files, and (later) pack documents and crawled pages. */
export const svcKnowledgeChunks = pgTable(
  "svc_knowledge_chunks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agentId: uuid("agent_id").notNull(),
    sourceType: text("source_type", { enum: ["agent_file", "pack_document", "web_page"] }).notNull(),
    sourceId: text("source_id").notNull(),
    sourceName: text("source_name").notNull(),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("svc_knowledge_chunks_agent_idx").on(table.agentId), index("svc_knowledge_chunks_source_idx").on(table.sourceId)],
);

export const svcFeedbacks = pgTable(
  "svc_feedbacks",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => svcMessages.id, { onDelete: "cascade" }),
    conversationUserId: uuid("conversation_user_id").notNull(),
    agentId: uuid("agent_id").notNull(),
    voteType: text("vote_type", { enum: voteTypes }).notNull(),
    question: text("question"),
    answer: text("answer"),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("svc_feedbacks_message_user_idx").on(table.messageId, table.conversationUserId)],
);

export const svcLimits = pgTable(
  "svc_limits",
  {
    id: id(),
    ownerType: text("owner_type", { enum: ["agent", "conversation_user"] }).notNull(),
    ownerId: uuid("owner_id").notNull(),
    tokensAmountPerMonth: amount("tokens_amount_per_month"),
    smsAmountPerMonth: amount("sms_amount_per_month"),
    emailsAmountPerMonth: amount("emails_amount_per_month"),
    secondsAmountPerMonth: amount("seconds_amount_per_month"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("svc_limits_owner_idx").on(table.ownerType, table.ownerId)],
);

export const svcResourceUsage = pgTable(
  "svc_resource_usage",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agentId: uuid("agent_id").notNull(),
    conversationId: uuid("conversation_id"),
    conversationUserId: uuid("conversation_user_id"),
    type: text("type", { enum: ["OPENAI_TOKENS", "VAPI_SECONDS", "SMS", "EMAILS"] }).notNull(),
    amount: doublePrecision("amount").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("svc_resource_usage_agent_idx").on(table.agentId, table.createdAt)],
);

/** A metered call or a creation refused because a monthly amount or a subscription's count was spent: for the usage dashboards. */
export const svcLimitRefusals = pgTable(
  "svc_limit_refusals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organizationId: uuid("organization_id"),
    agentId: uuid("agent_id"),
    conversationUserId: uuid("conversation_user_id"),
    operationId: text("operation_id").notNull(),
    owner: text("owner", { enum: limitOwners }).notNull(),
    ownerId: uuid("owner_id").notNull(),
    field: text("field").notNull(),
    amount: doublePrecision("amount").notNull(),
    used: doublePrecision("used").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("svc_limit_refusals_organization_idx").on(table.organizationId, table.createdAt)],
);

export const svcWebhooks = pgTable(
  "svc_webhooks",
  {
    id: id(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => svcAgents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    url: text("url").notNull(),
    triggerCondition: text("trigger_condition").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The signing secret in clear, only in rows written before secrets were sealed: sealed and emptied at start. */
    secret: text("secret"),
    /** The signing secret sealed with the vault's master key (AES-256-GCM), bound to this row. */
    secretCiphertext: text("secret_ciphertext"),
    secretNonce: text("secret_nonce"),
    secretTag: text("secret_tag"),
    secretKeyVersion: integer("secret_key_version"),
    status: text("status", { enum: webhookStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("svc_webhooks_agent_idx").on(table.agentId)],
);

/** The webhook outbox: one row per delivery, kept until it succeeds or gives up. */
export const svcWebhookDeliveries = pgTable(
  "svc_webhook_deliveries",
  {
    id: id(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => svcWebhooks.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("svc_webhook_deliveries_webhook_idx").on(table.webhookId, table.createdAt)],
);

/** Each attempt to send a delivery: when, what the receiver answered (or why there was no answer), how long it took. */
export const svcWebhookDeliveryAttempts = pgTable(
  "svc_webhook_delivery_attempts",
  {
    id: id(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => svcWebhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
  },
  (table) => [index("svc_webhook_delivery_attempts_delivery_idx").on(table.deliveryId, table.attemptedAt)],
);

/** Background work that survives restarts: claimed with SKIP LOCKED under a lease, retried with backoff. */
export const svcJobs = pgTable(
  "svc_jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    subjectId: text("subject_id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("svc_jobs_ready_idx").on(table.status, table.runAt), index("svc_jobs_subject_idx").on(table.subjectId)],
);

/** Fixed-window request counters per organization and rate class, shared by every instance. */
export const svcRateLimits = pgTable(
  "svc_rate_limits",
  {
    organizationId: uuid("organization_id").notNull(),
    rateClass: text("rate_class", { enum: ["ai", "system"] }).notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.rateClass, table.windowStart] })],
);

/** A crawl of a website into an agent's knowledge. Paths are glob-like patterns matched against URL paths. */
export const svcScrapingConfigs = pgTable(
  "svc_scraping_configs",
  {
    id: id(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => svcAgents.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    pageLimit: integer("page_limit").notNull(),
    maxDepth: integer("max_depth").notNull(),
    includePaths: jsonb("include_paths").$type<string[]>().notNull().default([]),
    excludePaths: jsonb("exclude_paths").$type<string[]>().notNull().default([]),
    /** Hosts besides the start URL's that the crawl may follow links to. */
    allowedHosts: jsonb("allowed_hosts").$type<string[]>().notNull().default([]),
    frequency: text("frequency", { enum: scrapingFrequencies }).notNull().default("manual"),
    autoUpload: boolean("auto_upload").notNull().default(true),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("svc_scraping_configs_agent_idx").on(table.agentId)],
);

export const svcCrawlRuns = pgTable(
  "svc_crawl_runs",
  {
    id: id(),
    configId: uuid("config_id")
      .notNull()
      .references(() => svcScrapingConfigs.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id").notNull(),
    status: text("status", { enum: crawlRunStatuses }).notNull().default("queued"),
    pagesFound: integer("pages_found").notNull().default(0),
    pagesFetched: integer("pages_fetched").notNull().default(0),
    pagesIndexed: integer("pages_indexed").notNull().default(0),
    pagesFailed: integer("pages_failed").notNull().default(0),
    error: text("error"),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("svc_crawl_runs_config_idx").on(table.configId, table.createdAt)],
);

export const svcCrawlPages = pgTable(
  "svc_crawl_pages",
  {
    id: id(),
    runId: uuid("run_id")
      .notNull()
      .references(() => svcCrawlRuns.id, { onDelete: "cascade" }),
    configId: uuid("config_id").notNull(),
    agentId: uuid("agent_id").notNull(),
    url: text("url").notNull(),
    depth: integer("depth").notNull(),
    status: text("status", { enum: crawlPageStatuses }).notNull().default("found"),
    httpStatus: integer("http_status"),
    reason: text("reason"),
    title: text("title"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("svc_crawl_pages_run_url_idx").on(table.runId, table.url), index("svc_crawl_pages_config_idx").on(table.configId)],
);

export type FunctionEndpoint = { url: string; method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; headers?: Record<string, string> };

/** Functions agents can call: an agent's own (agentId set) or the organization's library (agentId null). */
export const svcFunctions = pgTable(
  "svc_functions",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => svcOrganizations.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id").references(() => svcAgents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    parameters: jsonb("parameters").$type<Record<string, unknown>>().notNull(),
    endpoint: jsonb("endpoint").$type<FunctionEndpoint>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("svc_functions_org_idx").on(table.organizationId), index("svc_functions_agent_idx").on(table.agentId)],
);

/** A bundle of documents an organization can link to several agents; linked documents join their knowledge. */
export const svcPacks = pgTable(
  "svc_packs",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => svcOrganizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    instructions: text("instructions"),
    status: text("status", { enum: packStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("svc_packs_org_idx").on(table.organizationId)],
);

export const svcPackDocuments = pgTable(
  "svc_pack_documents",
  {
    id: id(),
    packId: uuid("pack_id")
      .notNull()
      .references(() => svcPacks.id, { onDelete: "cascade" }),
    blobId: uuid("blob_id")
      .notNull()
      .references(() => svcBlobs.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The document's extracted text, cut into passages when it was attached. */
    passages: jsonb("passages").$type<string[]>(),
    status: text("status", { enum: packDocumentStatuses }).notNull().default("processing"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (table) => [index("svc_pack_documents_pack_idx").on(table.packId)],
);

export const svcPackLinks = pgTable(
  "svc_pack_links",
  {
    packId: uuid("pack_id")
      .notNull()
      .references(() => svcPacks.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => svcAgents.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.packId, table.agentId] })],
);

/** The live-chat widget of an agent; the configuration is validated by its schema before it is stored. */
export const svcLiveChatConfigs = pgTable("svc_live_chat_configs", {
  agentId: uuid("agent_id")
    .primaryKey()
    .references(() => svcAgents.id, { onDelete: "cascade" }),
  config: jsonb("config").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Which agents a platform user works on; owners and admins work on every agent of their organization. */
export const svcPlatformUserAgents = pgTable(
  "svc_platform_user_agents",
  {
    platformUserId: uuid("platform_user_id")
      .notNull()
      .references(() => svcPlatformUsers.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => svcAgents.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.platformUserId, table.agentId] })],
);
