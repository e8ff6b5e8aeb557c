ALTER TABLE "svc_webhooks" ALTER COLUMN "secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "console_users" ADD COLUMN "may_view_customer_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "svc_webhooks" ADD COLUMN "secret_ciphertext" text;--> statement-breakpoint
ALTER TABLE "svc_webhooks" ADD COLUMN "secret_nonce" text;--> statement-breakpoint
ALTER TABLE "svc_webhooks" ADD COLUMN "secret_tag" text;--> statement-breakpoint
ALTER TABLE "svc_webhooks" ADD COLUMN "secret_key_version" integer;