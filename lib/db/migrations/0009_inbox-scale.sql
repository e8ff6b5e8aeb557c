CREATE TABLE "svc_agent_counters" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"conversations" bigint DEFAULT 0 NOT NULL,
	"knowledge_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "svc_agent_counters" ADD CONSTRAINT "svc_agent_counters_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_inbox_events_conversation_idx" ON "console_inbox_events" USING btree ("organization_id","conversation_id","id");