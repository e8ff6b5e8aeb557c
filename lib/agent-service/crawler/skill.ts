import "server-only";
import { desc, eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcScrapingConfigs } from "@/lib/db/schema";
import type { ScrapingConfigResponse } from "@/lib/schemas/agent-api/scraping";

import { scrapingConfigView } from "./present-config";

export type ScrapingSkill = { systemName: "SCRAPING"; status: "active" | "inactive"; scrapingConfigs: ScrapingConfigResponse[] };

/**
 * The agent's SCRAPING skill as the real deployment's ScrapingSkillResponseDTO: its configurations
 * (newest first, each a ScrapingConfigResponseDTO with this service's extensions), active when it has any.
 */
export async function scrapingSkillFor(db: DatabaseExecutor, agentId: string): Promise<ScrapingSkill> {
  const configs = await db.select().from(svcScrapingConfigs).where(eq(svcScrapingConfigs.agentId, agentId)).orderBy(desc(svcScrapingConfigs.createdAt));
  const scrapingConfigs = await Promise.all(configs.map((config) => scrapingConfigView(db, config)));
  return { systemName: "SCRAPING", status: scrapingConfigs.length > 0 ? "active" : "inactive", scrapingConfigs };
}
