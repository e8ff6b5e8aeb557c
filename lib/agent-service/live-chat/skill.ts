import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";

import type { DatabaseExecutor } from "@/lib/db";
import { svcLiveChatConfigs } from "@/lib/db/schema";
import { defaultLiveChatConfig, liveChatConfigBody, type LiveChatConfig, type liveChatSkillResponse } from "@/lib/schemas/agent-api/live-chat";

import { createDownloadUrl } from "../files/signed-urls";

export type LiveChatSkill = z.input<typeof liveChatSkillResponse>;

export type StoredLiveChat = { config: LiveChatConfig; updatedAt: Date | null };

/**
 * The agent's stored configuration, or undefined when it has none. A configuration stored before a
 * setting existed gets that setting's default; one that no longer validates reads as the defaults.
 */
export async function storedLiveChat(db: DatabaseExecutor, agentId: string): Promise<StoredLiveChat | undefined> {
  const [row] = await db.select().from(svcLiveChatConfigs).where(eq(svcLiveChatConfigs.agentId, agentId));
  return row ? liveChatOfRow(row) : undefined;
}

/** A stored configuration as `storedLiveChat` reads it, from its row. */
export function liveChatOfRow(row: { config: unknown; updatedAt: Date | null }): StoredLiveChat {
  const parsed = liveChatConfigBody.safeParse(row.config);
  return { config: parsed.success ? parsed.data : defaultLiveChatConfig(), updatedAt: row.updatedAt };
}

/**
 * The LIVE_CHAT skill as the API shows it. An uploaded avatar is shown as a signed download URL when
 * the service's base URL is known, else by the URL given with it, if any.
 */
export function presentLiveChatSkill(agentId: string, stored: StoredLiveChat, baseUrl?: string): LiveChatSkill {
  const { config } = stored;
  const avatarUrl = config.avatarStoragePath && baseUrl ? createDownloadUrl(baseUrl, config.avatarStoragePath) : config.avatarUrl;
  return {
    systemName: "LIVE_CHAT",
    status: config.enabled ? "active" : "inactive",
    agentId,
    ...config,
    intro: config.titleLine2,
    avatarUrl,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
  };
}

/**
 * The LIVE_CHAT skill for the agent's own responses: undefined while the agent's live chat has never
 * been configured. Pass the region's `baseUrl` to show an uploaded avatar by a signed URL.
 */
export async function liveChatSkillFor(db: DatabaseExecutor, agentId: string, options: { baseUrl?: string } = {}): Promise<LiveChatSkill | undefined> {
  const stored = await storedLiveChat(db, agentId);
  return stored ? presentLiveChatSkill(agentId, stored, options.baseUrl) : undefined;
}
