CREATE TABLE "console_onboarding_attempts" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"created_by" uuid NOT NULL,
	"state" text NOT NULL,
	"creating_until" timestamp with time zone,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_manual_messages" ADD COLUMN "sending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "console_manual_messages" ADD COLUMN "is_outcome_unknown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "console_onboarding_attempts" ADD CONSTRAINT "console_onboarding_attempts_created_by_console_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;