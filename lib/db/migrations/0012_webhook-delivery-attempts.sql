CREATE TABLE "svc_webhook_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "svc_webhook_delivery_attempts" ADD CONSTRAINT "svc_webhook_delivery_attempts_delivery_id_svc_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."svc_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "svc_webhook_delivery_attempts_delivery_idx" ON "svc_webhook_delivery_attempts" USING btree ("delivery_id","attempted_at");