-- A message taken by two replies before this index: the later reply lets it go and is looked for again when retried.
UPDATE "console_manual_messages" AS "later" SET "message_id" = NULL, "message" = NULL, "is_outcome_unknown" = true
WHERE EXISTS (
  SELECT 1 FROM "console_manual_messages" AS "earlier"
  WHERE "earlier"."organization_id" = "later"."organization_id"
    AND "earlier"."message_id" = "later"."message_id"
    AND ("earlier"."created_at", "earlier"."echo_id") < ("later"."created_at", "later"."echo_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "console_manual_messages_message_once" ON "console_manual_messages" USING btree ("organization_id","message_id");
