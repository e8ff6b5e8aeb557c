CREATE TABLE "console_ended_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "console_ended_sessions_expires_idx" ON "console_ended_sessions" USING btree ("expires_at");