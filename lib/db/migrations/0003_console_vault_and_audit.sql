CREATE TABLE "console_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"region" text NOT NULL,
	"organization_id" uuid,
	"agent_id" text,
	"label" text NOT NULL,
	"ciphertext" text NOT NULL,
	"nonce" text NOT NULL,
	"tag" text NOT NULL,
	"key_version" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_api_keys_scope_check" CHECK (scope in ('super_admin', 'organization', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "console_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text,
	"actor_role" text,
	"ip" text,
	"action" text NOT NULL,
	"target" text,
	"organization_id" uuid,
	"outcome" text NOT NULL,
	"request_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "console_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"organization_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_agents" (
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_agents_user_id_organization_id_agent_id_pk" PRIMARY KEY("user_id","organization_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "console_api_keys" ADD CONSTRAINT "console_api_keys_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_invitations" ADD CONSTRAINT "console_invitations_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_agents" ADD CONSTRAINT "operator_agents_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_agents" ADD CONSTRAINT "operator_agents_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "console_api_keys_owner_idx" ON "console_api_keys" USING btree ("scope","region",coalesce("organization_id"::text, ''),coalesce("agent_id", ''));--> statement-breakpoint
CREATE INDEX "console_audit_log_created_idx" ON "console_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "console_audit_log_actor_idx" ON "console_audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "console_audit_log_org_idx" ON "console_audit_log" USING btree ("organization_id","created_at");