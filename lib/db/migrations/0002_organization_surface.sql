CREATE TABLE "svc_crawl_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"config_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"url" text NOT NULL,
	"depth" integer NOT NULL,
	"status" text DEFAULT 'found' NOT NULL,
	"http_status" integer,
	"reason" text,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_crawl_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_found" integer DEFAULT 0 NOT NULL,
	"pages_fetched" integer DEFAULT 0 NOT NULL,
	"pages_indexed" integer DEFAULT 0 NOT NULL,
	"pages_failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"cancel_requested_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_functions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"agent_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parameters" jsonb NOT NULL,
	"endpoint" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_live_chat_configs" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_pack_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pack_id" uuid NOT NULL,
	"blob_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"passages" jsonb,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_pack_links" (
	"pack_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "svc_pack_links_pack_id_agent_id_pk" PRIMARY KEY("pack_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "svc_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svc_platform_user_agents" (
	"platform_user_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "svc_platform_user_agents_platform_user_id_agent_id_pk" PRIMARY KEY("platform_user_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "svc_scraping_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"url" text NOT NULL,
	"page_limit" integer NOT NULL,
	"max_depth" integer NOT NULL,
	"include_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclude_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frequency" text DEFAULT 'manual' NOT NULL,
	"auto_upload" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "svc_crawl_pages" ADD CONSTRAINT "svc_crawl_pages_run_id_svc_crawl_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."svc_crawl_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_crawl_runs" ADD CONSTRAINT "svc_crawl_runs_config_id_svc_scraping_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."svc_scraping_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_functions" ADD CONSTRAINT "svc_functions_organization_id_svc_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."svc_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_functions" ADD CONSTRAINT "svc_functions_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_live_chat_configs" ADD CONSTRAINT "svc_live_chat_configs_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_pack_documents" ADD CONSTRAINT "svc_pack_documents_pack_id_svc_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."svc_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_pack_documents" ADD CONSTRAINT "svc_pack_documents_blob_id_svc_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."svc_blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_pack_links" ADD CONSTRAINT "svc_pack_links_pack_id_svc_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."svc_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_pack_links" ADD CONSTRAINT "svc_pack_links_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_packs" ADD CONSTRAINT "svc_packs_organization_id_svc_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."svc_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_platform_user_agents" ADD CONSTRAINT "svc_platform_user_agents_platform_user_id_svc_platform_users_id_fk" FOREIGN KEY ("platform_user_id") REFERENCES "public"."svc_platform_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_platform_user_agents" ADD CONSTRAINT "svc_platform_user_agents_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svc_scraping_configs" ADD CONSTRAINT "svc_scraping_configs_agent_id_svc_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."svc_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "svc_crawl_pages_run_url_idx" ON "svc_crawl_pages" USING btree ("run_id","url");--> statement-breakpoint
CREATE INDEX "svc_crawl_pages_config_idx" ON "svc_crawl_pages" USING btree ("config_id");--> statement-breakpoint
CREATE INDEX "svc_crawl_runs_config_idx" ON "svc_crawl_runs" USING btree ("config_id","created_at");--> statement-breakpoint
CREATE INDEX "svc_functions_org_idx" ON "svc_functions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "svc_functions_agent_idx" ON "svc_functions" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "svc_pack_documents_pack_idx" ON "svc_pack_documents" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "svc_packs_org_idx" ON "svc_packs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "svc_scraping_configs_agent_idx" ON "svc_scraping_configs" USING btree ("agent_id");