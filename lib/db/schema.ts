import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { consoleRoles, userStatuses } from "../console/users/roles";
import { regions } from "../regions";
import { preChatFormModes } from "../widget/pre-chat-form";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

export const consoleUsers = pgTable(
  "console_users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: consoleRoles }).notNull(),
    status: text("status", { enum: userStatuses }).notNull().default("active"),
    /** Bumped to revoke every session of the user at once (logout everywhere, disable, role change). */
    sessionVersion: integer("session_version").notNull().default(1),
    /** A viewer an admin let see who the customers are (names, emails, conversation titles); other viewers see totals only. */
    mayViewCustomerDetails: boolean("may_view_customer_details").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  () => [check("console_users_role_check", inList("role", consoleRoles)), check("console_users_status_check", inList("status", userStatuses))],
);

/**
 * A session ended by signing out, kept until it would have expired anyway: its token is refused from then on,
 * even if a copy of it is replayed.
 */
export const consoleEndedSessions = pgTable(
  "console_ended_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("console_ended_sessions_expires_idx").on(table.expiresAt)],
);

/** An organization of the AI Agent API that this console manages. */
export const consoleOrganizations = pgTable(
  "console_organizations",
  {
    id: id(),
    name: text("name").notNull(),
    region: text("region", { enum: regions }).notNull().default("us"),
    /** The organization's id in the AI Agent API, once known. */
    upstreamId: text("upstream_id"),
    createdAt: createdAt(),
  },
  () => [check("console_organizations_region_check", inList("region", regions))],
);

/** The console user a row belongs to: the row goes when the user does. */
const ownerUserId = (column: string) =>
  uuid(column)
    .notNull()
    .references(() => consoleUsers.id, { onDelete: "cascade" });

/** The organization a row belongs to: the row goes when the organization does. */
const ownerOrganizationId = () =>
  uuid("organization_id")
    .notNull()
    .references(() => consoleOrganizations.id, { onDelete: "cascade" });

export const organizationMembers = pgTable(
  "organization_members",
  {
    userId: ownerUserId("user_id"),
    organizationId: ownerOrganizationId(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organizationId] })],
);

/** Every sign-in attempt, kept for throttling and for the audit trail. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("login_attempts_email_idx").on(table.email, table.createdAt), index("login_attempts_ip_idx").on(table.ip, table.createdAt)],
);

/**
 * Sign-in attempts counted per key (an account from an address, an address, an account) in fixed windows.
 * Each attempt is counted by one upsert before its password is checked, so concurrent attempts cannot overtake the count.
 */
export const loginThrottleCounters = pgTable("login_throttle_counters", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export const keyScopes = ["super_admin", "organization", "agent"] as const;
export type VaultKeyScope = (typeof keyScopes)[number];

/** The key vault: every API key the console holds, sealed with AES-256-GCM and shown only by fingerprint. */
export const consoleApiKeys = pgTable(
  "console_api_keys",
  {
    id: id(),
    scope: text("scope", { enum: keyScopes }).notNull(),
    region: text("region", { enum: regions }).notNull(),
    /** The console organization the key belongs to; none for super-admin keys. */
    organizationId: uuid("organization_id").references(() => consoleOrganizations.id, { onDelete: "cascade" }),
    /** For agent keys: the agent's id in the AI Agent API. */
    agentId: text("agent_id"),
    label: text("label").notNull(),
    ciphertext: text("ciphertext").notNull(),
    nonce: text("nonce").notNull(),
    tag: text("tag").notNull(),
    keyVersion: integer("key_version").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** `failing`: the upstream refused the key (403) the last time it was used. */
    status: text("status", { enum: ["active", "failing"] })
      .notNull()
      .default("active"),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (table) => [
    check("console_api_keys_scope_check", inList("scope", keyScopes)),
    uniqueIndex("console_api_keys_owner_idx").on(
      table.scope,
      table.region,
      sql`coalesce(${table.organizationId}::text, '')`,
      sql`coalesce(${table.agentId}, '')`,
    ),
  ],
);

export const auditOutcomes = ["success", "failure", "denied"] as const;

/** Append-only: a database trigger refuses every update and delete. */
export const consoleAuditLog = pgTable(
  "console_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: createdAt(),
    actorUserId: uuid("actor_user_id"),
    actorEmail: text("actor_email"),
    actorRole: text("actor_role"),
    ip: text("ip"),
    action: text("action").notNull(),
    target: text("target"),
    organizationId: uuid("organization_id"),
    outcome: text("outcome", { enum: auditOutcomes }).notNull(),
    requestId: text("request_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (table) => [
    index("console_audit_log_created_idx").on(table.createdAt),
    index("console_audit_log_actor_idx").on(table.actorUserId, table.createdAt),
    index("console_audit_log_org_idx").on(table.organizationId, table.createdAt),
  ],
);

/** A one-time invitation to the console; only a hash of its token is kept. */
export const consoleInvitations = pgTable("console_invitations", {
  id: id(),
  email: text("email").notNull(),
  name: text("name").notNull().default(""),
  role: text("role", { enum: consoleRoles }).notNull(),
  organizationId: uuid("organization_id").references(() => consoleOrganizations.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  createdBy: uuid("created_by"),
  createdAt: createdAt(),
});

/** The agents an operator works on, in an organization. */
export const operatorAgents = pgTable(
  "operator_agents",
  {
    userId: ownerUserId("user_id"),
    organizationId: ownerOrganizationId(),
    agentId: text("agent_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organizationId, table.agentId] })],
);

/**
 * A webhook the console registered for an agent. The AI Agent API only creates webhooks, so the console
 * keeps its own record: which upstream webhook it is, where it sends, and its signing secret sealed with
 * the vault's envelope encryption (the secret never leaves the server).
 */
export const consoleWebhooks = pgTable(
  "console_webhooks",
  {
    id: id(),
    organizationId: ownerOrganizationId(),
    /** The agent's id in the AI Agent API. */
    agentId: text("agent_id").notNull(),
    upstreamWebhookId: text("upstream_webhook_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    url: text("url").notNull(),
    triggerCondition: text("trigger_condition").notNull(),
    /** The names of the custom headers sent with each delivery; their values are not kept. */
    headerNames: jsonb("header_names").$type<string[]>().notNull().default([]),
    /** Whether deliveries come to the console's own receiver (`/api/webhooks/{id}`). */
    isConsoleReceiver: boolean("is_console_receiver").notNull(),
    /** The signing secret, sealed; empty when the deployment returned none. */
    secretCiphertext: text("secret_ciphertext"),
    secretNonce: text("secret_nonce"),
    secretTag: text("secret_tag"),
    secretKeyVersion: integer("secret_key_version"),
    /** Requests to its receiver refused for a signature or timestamp that did not check out: counted, never stored. */
    refusedDeliveries: integer("refused_deliveries").notNull().default(0),
    lastRefusedAt: timestamp("last_refused_at", { withTimezone: true }),
    lastRefusalReason: text("last_refusal_reason"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (table) => [index("console_webhooks_agent_idx").on(table.organizationId, table.agentId, table.createdAt)],
);

/**
 * What the console's receiver got. Delivery is at-least-once, so a signed delivery is stored once per
 * `webhook-id`; a refused one (bad signature or timestamp) is kept as a record without its payload.
 */
export const consoleWebhookDeliveries = pgTable(
  "console_webhook_deliveries",
  {
    id: id(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => consoleWebhooks.id, { onDelete: "cascade" }),
    /** The `webhook-id` header of a signed delivery (the same on every retry); empty on a refusal, so a forged id never blocks the real one. */
    messageId: text("message_id"),
    eventType: text("event_type"),
    conversationId: text("conversation_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    isSignatureValid: boolean("is_signature_valid").notNull(),
    refusalReason: text("refusal_reason"),
    payload: jsonb("payload"),
  },
  (table) => [
    uniqueIndex("console_webhook_deliveries_message_idx").on(table.webhookId, table.messageId),
    index("console_webhook_deliveries_received_idx").on(table.webhookId, table.receivedAt),
  ],
);

/**
 * What the inbox pushed to browsers, in order: the `id` is the Server-Sent Events id a reconnecting browser
 * resumes from, and a NOTIFY on `inbox_events` tells every app instance to read what is new.
 */
export const consoleInboxEvents = pgTable(
  "console_inbox_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organizationId: ownerOrganizationId(),
    agentId: text("agent_id").notNull(),
    conversationId: text("conversation_id").notNull(),
    event: jsonb("event").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("console_inbox_events_organization_idx").on(table.organizationId, table.id),
    // The latest events of given conversations (their last messages in the inbox, the agent a conversation is of).
    index("console_inbox_events_conversation_idx").on(table.organizationId, table.conversationId, table.id),
  ],
);

/** Which operator handles a conversation. One row per conversation, so of two operators claiming at once exactly one wins. */
export const consoleConversationAssignments = pgTable(
  "console_conversation_assignments",
  {
    organizationId: ownerOrganizationId(),
    conversationId: text("conversation_id").notNull(),
    agentId: text("agent_id").notNull(),
    operatorUserId: ownerUserId("operator_user_id"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.conversationId] })],
);

/** Since when a conversation has waited for a person and why the agent handed it over, as its deliveries said. */
export const consoleConversationWaits = pgTable(
  "console_conversation_waits",
  {
    organizationId: ownerOrganizationId(),
    conversationId: text("conversation_id").notNull(),
    waitingSince: timestamp("waiting_since", { withTimezone: true }).notNull(),
    reason: text("reason"),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.conversationId] })],
);

/** Notes operators leave on a conversation; never sent to the user or to the AI Agent API. */
export const consoleConversationNotes = pgTable(
  "console_conversation_notes",
  {
    id: id(),
    organizationId: ownerOrganizationId(),
    conversationId: text("conversation_id").notNull(),
    authorUserId: uuid("author_user_id").references(() => consoleUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("console_conversation_notes_conversation_idx").on(table.organizationId, table.conversationId, table.createdAt)],
);

/** Replies operators insert with `/shortcut`, shared by the organization. */
export const consoleSavedReplies = pgTable(
  "console_saved_replies",
  {
    id: id(),
    organizationId: ownerOrganizationId(),
    shortcut: text("shortcut").notNull(),
    body: text("body").notNull(),
    createdBy: uuid("created_by").references(() => consoleUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("console_saved_replies_shortcut_idx").on(table.organizationId, table.shortcut)],
);

/** How far each operator has read each conversation, for unread markers. */
export const consoleConversationReads = pgTable(
  "console_conversation_reads",
  {
    userId: ownerUserId("user_id"),
    conversationId: text("conversation_id").notNull(),
    readUntil: timestamp("read_until", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.conversationId] })],
);

/**
 * Manual replies the console sent, by the echo id the browser gave them, so a retried send never sends twice:
 * one attempt at a time holds the reply (until `sendingUntil`), and a send whose answer never came marks it
 * `isOutcomeUnknown`, so the next attempt looks for it in the thread before sending it again. A message of the
 * thread is one reply's only: two replies of the same text can never both take it as theirs.
 */
export const consoleManualMessages = pgTable(
  "console_manual_messages",
  {
    echoId: text("echo_id").primaryKey(),
    organizationId: ownerOrganizationId(),
    conversationId: text("conversation_id").notNull(),
    messageId: text("message_id"),
    message: jsonb("message").$type<Record<string, unknown>>(),
    sendingUntil: timestamp("sending_until", { withTimezone: true }),
    isOutcomeUnknown: boolean("is_outcome_unknown").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("console_manual_messages_message_once").on(table.organizationId, table.messageId)],
);

/**
 * Organization creations by the attempt id the form gave them, so sending the form again never creates a
 * second organization: one attempt at a time holds it (until `creatingUntil`); a creation the API confirmed
 * keeps its answer (`result`); one whose answer never came is `unknown` until the super admin repeats it
 * knowingly.
 */
export const consoleOnboardingAttempts = pgTable("console_onboarding_attempts", {
  attemptId: text("attempt_id").primaryKey(),
  createdBy: ownerUserId("created_by"),
  state: text("state", { enum: ["creating", "unknown", "done"] }).notNull(),
  creatingUntil: timestamp("creating_until", { withTimezone: true }),
  result: jsonb("result").$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

/**
 * How an agent's chat widget may be embedded: the website origins allowed to frame it (none until an admin adds
 * one; the console's own preview always may) and whether visitors are asked for their name and email first.
 */
export const consoleWidgetSettings = pgTable(
  "console_widget_settings",
  {
    organizationId: ownerOrganizationId(),
    agentId: text("agent_id").notNull(),
    allowedOrigins: jsonb("allowed_origins").$type<string[]>().notNull().default([]),
    preChatForm: text("pre_chat_form", { enum: preChatFormModes }).notNull().default("optional"),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.agentId] }),
    check("console_widget_settings_pre_chat_form", inList("pre_chat_form", preChatFormModes)),
  ],
);

/**
 * The conversations visitors started in an agent's widget, by the visitor whose signed token started them: a
 * visitor reads and writes only these, and comes back to the newest after a reload.
 */
export const consoleWidgetConversations = pgTable(
  "console_widget_conversations",
  {
    conversationId: text("conversation_id").primaryKey(),
    organizationId: ownerOrganizationId(),
    agentId: text("agent_id").notNull(),
    visitorId: uuid("visitor_id").notNull(),
    conversationUserId: text("conversation_user_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("console_widget_conversations_visitor_idx").on(table.visitorId, table.agentId, table.createdAt)],
);

/** Requests counted per key (a visitor, an agent, an address) in fixed windows, by one upsert each. */
export const consoleRateCounters = pgTable("console_rate_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export * from "./agent-service-schema";
