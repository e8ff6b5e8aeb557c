CREATE TABLE "console_conversation_assignments" (
	"organization_id" uuid NOT NULL,
	"conversation_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"operator_user_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_conversation_assignments_organization_id_conversation_id_pk" PRIMARY KEY("organization_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "console_conversation_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"conversation_id" text NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_conversation_reads" (
	"user_id" uuid NOT NULL,
	"conversation_id" text NOT NULL,
	"read_until" timestamp with time zone NOT NULL,
	CONSTRAINT "console_conversation_reads_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "console_conversation_waits" (
	"organization_id" uuid NOT NULL,
	"conversation_id" text NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "console_conversation_waits_organization_id_conversation_id_pk" PRIMARY KEY("organization_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "console_inbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_manual_messages" (
	"echo_id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"conversation_id" text NOT NULL,
	"message_id" text,
	"message" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"shortcut" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_conversation_assignments" ADD CONSTRAINT "console_conversation_assignments_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_conversation_assignments" ADD CONSTRAINT "console_conversation_assignments_operator_user_id_console_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_conversation_notes" ADD CONSTRAINT "console_conversation_notes_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_conversation_notes" ADD CONSTRAINT "console_conversation_notes_author_user_id_console_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_conversation_reads" ADD CONSTRAINT "console_conversation_reads_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_conversation_waits" ADD CONSTRAINT "console_conversation_waits_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_inbox_events" ADD CONSTRAINT "console_inbox_events_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_manual_messages" ADD CONSTRAINT "console_manual_messages_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_saved_replies" ADD CONSTRAINT "console_saved_replies_organization_id_console_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."console_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_saved_replies" ADD CONSTRAINT "console_saved_replies_created_by_console_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_conversation_notes_conversation_idx" ON "console_conversation_notes" USING btree ("organization_id","conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "console_inbox_events_organization_idx" ON "console_inbox_events" USING btree ("organization_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "console_saved_replies_shortcut_idx" ON "console_saved_replies" USING btree ("organization_id","shortcut");