-- Keeps svc_agent_counters in step with the rows it counts: once per statement, whatever inserted or deleted them
-- (the service, a cascade, a bulk load).
CREATE FUNCTION "svc_count_conversations_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "svc_agent_counters" ("agent_id", "conversations")
    SELECT "agent_id", count(*) FROM "inserted" GROUP BY "agent_id"
    ON CONFLICT ("agent_id") DO UPDATE SET "conversations" = "svc_agent_counters"."conversations" + excluded."conversations";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "svc_count_conversations_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "svc_agent_counters" SET "conversations" = "svc_agent_counters"."conversations" - "gone"."total"
    FROM (SELECT "agent_id", count(*) AS "total" FROM "deleted" GROUP BY "agent_id") AS "gone"
    WHERE "svc_agent_counters"."agent_id" = "gone"."agent_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "svc_conversations_count_inserted" AFTER INSERT ON "svc_conversations"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "svc_count_conversations_inserted"();
--> statement-breakpoint
CREATE TRIGGER "svc_conversations_count_deleted" AFTER DELETE ON "svc_conversations"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "svc_count_conversations_deleted"();
--> statement-breakpoint
CREATE FUNCTION "svc_knowledge_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "svc_agent_counters" ("agent_id", "knowledge_version")
      SELECT DISTINCT "changed"."agent_id", 1 FROM "inserted" AS "changed" JOIN "svc_agents" ON "svc_agents"."id" = "changed"."agent_id"
      ON CONFLICT ("agent_id") DO UPDATE SET "knowledge_version" = "svc_agent_counters"."knowledge_version" + 1;
  ELSE
    UPDATE "svc_agent_counters" SET "knowledge_version" = "svc_agent_counters"."knowledge_version" + 1
      WHERE "agent_id" IN (SELECT "agent_id" FROM "deleted");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "svc_knowledge_chunks_inserted" AFTER INSERT ON "svc_knowledge_chunks"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "svc_knowledge_changed"();
--> statement-breakpoint
CREATE TRIGGER "svc_knowledge_chunks_deleted" AFTER DELETE ON "svc_knowledge_chunks"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "svc_knowledge_changed"();
--> statement-breakpoint
INSERT INTO "svc_agent_counters" ("agent_id", "conversations", "knowledge_version")
  SELECT "svc_agents"."id",
    (SELECT count(*) FROM "svc_conversations" WHERE "svc_conversations"."agent_id" = "svc_agents"."id"),
    CASE WHEN EXISTS (SELECT 1 FROM "svc_knowledge_chunks" WHERE "svc_knowledge_chunks"."agent_id" = "svc_agents"."id") THEN 1 ELSE 0 END
  FROM "svc_agents";
