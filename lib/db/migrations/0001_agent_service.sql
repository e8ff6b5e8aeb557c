CREATE TABLE "svc_agent_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"blob_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"vector_status" text,
	"vector_error" text,
	"vector_store_file_id" text,
	"chunk_count" integer,
	"uploaded_to_vector_store_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_agent_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "svc_agent_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "svc_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"name" text NOT NULL,
	"public_name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"avatar_url" text,
	"background_url" text,
	"default_error_message" text,
	"vector_store_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"region" text NOT NULL,
	"organization_id" uuid,
	"agent_id" uuid,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"last_four" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_blobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid,
	"organization_id" uuid,
	"conversation_id" uuid,
	"purpose" text NOT NULL,
	"storage_path" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer,
	"bytes" "bytea",
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_conversation_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text,
	"is_persistent" boolean DEFAULT false NOT NULL,
	"kind" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_conversation_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"fk_id" text,
	"fk_user_id" text,
	"context" text,
	"source" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"conversation_user_id" uuid NOT NULL,
	"title" text,
	"summary" text,
	"score" double precision,
	"context" text,
	"custom_data" jsonb,
	"mode" text DEFAULT 'ai' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"state_id" uuid,
	"source" text DEFAULT 'api' NOT NULL,
	"ai_conversation_id" text NOT NULL,
	"escalation_reason" text,
	"escalated_at" timestamp with time zone,
	"assigned_user" jsonb,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"conversation_user_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"vote_type" text NOT NULL,
	"question" text,
	"answer" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_knowledge_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"source_name" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"tokens_amount_per_month" bigint DEFAULT 0 NOT NULL,
	"sms_amount_per_month" bigint DEFAULT 0 NOT NULL,
	"emails_amount_per_month" bigint DEFAULT 0 NOT NULL,
	"seconds_amount_per_month" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"question_message_id" uuid,
	"full_ai_response" jsonb,
	"files" jsonb,
	"author_id" text,
	"tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"region" text NOT NULL,
	"license_key" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"subscription_ended_at" timestamp with time zone,
	"parent_organization_id" uuid,
	"created_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_platform_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"files" jsonb,
	"token_tracking_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"response" text,
	"total_tokens" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "svc_rate_limits" (
	"organization_id" uuid NOT NULL,
	"rate_class" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "svc_rate_limits_organization_id_rate_class_window_start_pk" PRIMARY KEY("organization_id","rate_class","window_start")
);
--> statement-breakpoint
CREATE TABLE "svc_resource_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"conversation_id" uuid,
	"conversation_user_id" uuid,
	"type" text NOT NULL,
	"amount" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"agents_amount" integer NOT NULL,
	"tokens_amount_per_month" bigint DEFAULT 0 NOT NULL,
	"seconds_amount_per_month" bigint DEFAULT 0 NOT NULL,
	"sms_amount_per_month" bigint DEFAULT 0 NOT NULL,
	"emails_amount_per_month" bigint DEFAULT 0 NOT NULL,
	"users_with_access_amount" integer NOT NULL,
	"status" text NOT NULL,
	"visibility" text NOT NULL,
	"is_trial" boolean NOT NULL,
	"price" integer NOT NULL,
	"created_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"trigger_condition" text NOT NULL,
	"headers" jsonb,
	"secret" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "svc_agent_files" ADD CONSTRAINT "svc_agent_files_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_agent_files" ADD CONSTRAINT "svc_agent_files_blob_id_svc_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."svc_blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_agents" ADD CONSTRAINT "svc_agents_organization_id_svc_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."svc_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_agents" ADD CONSTRAINT "svc_agents_role_id_svc_agent_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."svc_agent_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_api_keys" ADD CONSTRAINT "svc_api_keys_organization_id_svc_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."svc_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_conversation_states" ADD CONSTRAINT "svc_conversation_states_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_conversation_users" ADD CONSTRAINT "svc_conversation_users_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_conversations" ADD CONSTRAINT "svc_conversations_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_conversations" ADD CONSTRAINT "svc_conversations_conversation_user_id_svc_conversation_users_id_fk" FOREIGN KEY ("conversation_user_id") REFERENCES "public"."svc_conversation_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_conversations" ADD CONSTRAINT "svc_conversations_state_id_svc_conversation_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."svc_conversation_states"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_feedbacks" ADD CONSTRAINT "svc_feedbacks_message_id_svc_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."svc_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_messages" ADD CONSTRAINT "svc_messages_conversation_id_svc_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."svc_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_organizations" ADD CONSTRAINT "svc_organizations_subscription_id_svc_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."svc_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_platform_users" ADD CONSTRAINT "svc_platform_users_organization_id_svc_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."svc_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_prompts" ADD CONSTRAINT "svc_prompts_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_webhook_deliveries" ADD CONSTRAINT "svc_webhook_deliveries_webhook_id_svc_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."svc_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_webhooks" ADD CONSTRAINT "svc_webhooks_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "svc_agent_files_agent_idx" ON "svc_agent_files" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "svc_agents_org_idx" ON "svc_agents" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "svc_api_keys_hash_idx" ON "svc_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "svc_api_keys_agent_idx" ON "svc_api_keys" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "svc_blobs_path_idx" ON "svc_blobs" USING btree ("storage_path");--> statement-breakpoint
CREATE INDEX "svc_conversation_states_agent_idx" ON "svc_conversation_states" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "svc_conversation_users_email_idx" ON "svc_conversation_users" USING btree ("agent_id","email") WHERE email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "svc_conversation_users_phone_idx" ON "svc_conversation_users" USING btree ("agent_id","phone_number") WHERE phone_number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "svc_conversation_users_fk_idx" ON "svc_conversation_users" USING btree ("agent_id","fk_id") WHERE fk_id is not null;--> statement-breakpoint
CREATE INDEX "svc_conversation_users_created_idx" ON "svc_conversation_users" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "svc_conversations_agent_updated_idx" ON "svc_conversations" USING btree ("agent_id","updated_at");--> statement-breakpoint
CREATE INDEX "svc_conversations_user_idx" ON "svc_conversations" USING btree ("conversation_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "svc_feedbacks_message_user_idx" ON "svc_feedbacks" USING btree ("message_id","conversation_user_id");--> statement-breakpoint
CREATE INDEX "svc_jobs_ready_idx" ON "svc_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "svc_jobs_subject_idx" ON "svc_jobs" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "svc_knowledge_chunks_agent_idx" ON "svc_knowledge_chunks" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "svc_knowledge_chunks_source_idx" ON "svc_knowledge_chunks" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "svc_limits_owner_idx" ON "svc_limits" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "svc_messages_conversation_idx" ON "svc_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "svc_messages_question_idx" ON "svc_messages" USING btree ("question_message_id");--> statement-breakpoint
CREATE INDEX "svc_messages_agent_idx" ON "svc_messages" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "svc_platform_users_org_email_idx" ON "svc_platform_users" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "svc_resource_usage_agent_idx" ON "svc_resource_usage" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "svc_webhook_deliveries_webhook_idx" ON "svc_webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "svc_webhooks_agent_idx" ON "svc_webhooks" USING btree ("agent_id");