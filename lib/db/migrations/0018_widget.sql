CREATE TABLE "console_rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_widget_conversations" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"conversation_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_widget_settings" (
	"organization_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pre_chat_form" text DEFAULT 'optional' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_widget_settings_organization_id_agent_id_pk" PRIMARY KEY("organization_id","agent_id"),
	CONSTRAINT "console_widget_settings_pre_chat_form" CHECK (pre_chat_form in ('off', 'optional', 'required'))
);
--> statement-breakpoint
ALTER TABLE "console_widget_conversations" ADD CONSTRAINT "console_widget_conversations_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_widget_settings" ADD CONSTRAINT "console_widget_settings_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_widget_conversations_visitor_idx" ON "console_widget_conversations" USING btree ("visitor_id","agent_id","created_at");