ALTER TABLE "console_webhooks" ADD COLUMN "refused_deliveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "console_webhooks" ADD COLUMN "last_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "console_webhooks" ADD COLUMN "last_refusal_reason" text;--> statement-breakpoint
UPDATE "console_webhooks" SET "refused_deliveries" = "refused"."total", "last_refused_at" = "refused"."last_at", "last_refusal_reason" = "refused"."reason"
FROM (
  SELECT DISTINCT ON ("webhook_id") "webhook_id", count(*) OVER (PARTITION BY "webhook_id") AS "total", "received_at" AS "last_at", "refusal_reason" AS "reason"
  FROM "console_webhook_deliveries" WHERE "is_signature_valid" = false ORDER BY "webhook_id", "received_at" DESC
) AS "refused"
WHERE "console_webhooks"."id" = "refused"."webhook_id";--> statement-breakpoint
DELETE FROM "console_webhook_deliveries" WHERE "is_signature_valid" = false;
