CREATE TABLE "svc_limit_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"agent_id" uuid,
	"conversation_user_id" uuid,
	"operation_id" text NOT NULL,
	"owner" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"field" text NOT NULL,
	"amount" double precision NOT NULL,
	"used" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "svc_limit_refusals_organization_idx" ON "svc_limit_refusals" USING btree ("organization_id","created_at");