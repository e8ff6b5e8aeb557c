CREATE TABLE "console_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"message_id" text,
	"event_type" text,
	"conversation_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_signature_valid" boolean NOT NULL,
	"refusal_reason" text,
	"payload" jsonb
);
--> statement-breakpoint
CREATE TABLE "console_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"upstream_webhook_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"trigger_condition" text NOT NULL,
	"header_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_console_receiver" boolean NOT NULL,
	"secret_ciphertext" text,
	"secret_nonce" text,
	"secret_tag" text,
	"secret_key_version" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_webhook_deliveries" ADD CONSTRAINT "console_webhook_deliveries_webhook_id_console_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."console_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_webhooks" ADD CONSTRAINT "console_webhooks_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "console_webhook_deliveries_message_idx" ON "console_webhook_deliveries" USING btree ("webhook_id","message_id");--> statement-breakpoint
CREATE INDEX "console_webhook_deliveries_received_idx" ON "console_webhook_deliveries" USING btree ("webhook_id","received_at");--> statement-breakpoint
CREATE INDEX "console_webhooks_agent_idx" ON "console_webhooks" USING btree ("organization_id","agent_id","created_at");