import "server-only";
import { and, eq, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleWidgetSettings } from "@/lib/db/schema";
import type { WidgetSettingsBody } from "@/lib/schemas/widget";

export type WidgetSettings = WidgetSettingsBody & { updatedAt: Date | null };

/** An agent without stored settings: embeddable nowhere but the console, visitors asked for name and email optionally. */
export const defaultWidgetSettings = (): WidgetSettings => ({ allowedOrigins: [], preChatForm: "optional", updatedAt: null });

/** The agent's widget settings, or the defaults. */
export async function readWidgetSettings(db: DatabaseExecutor, organizationId: string, agentId: string): Promise<WidgetSettings> {
  const [row] = await db
    .select()
    .from(consoleWidgetSettings)
    .where(and(eq(consoleWidgetSettings.organizationId, organizationId), eq(consoleWidgetSettings.agentId, agentId)));
  return row ? { allowedOrigins: row.allowedOrigins, preChatForm: row.preChatForm, updatedAt: row.updatedAt } : defaultWidgetSettings();
}

/** Replaces the agent's widget settings. */
export async function saveWidgetSettings(db: DatabaseExecutor, organizationId: string, agentId: string, body: WidgetSettingsBody): Promise<WidgetSettings> {
  const [row] = await db
    .insert(consoleWidgetSettings)
    .values({ organizationId, agentId, allowedOrigins: body.allowedOrigins, preChatForm: body.preChatForm })
    .onConflictDoUpdate({
      target: [consoleWidgetSettings.organizationId, consoleWidgetSettings.agentId],
      set: { allowedOrigins: body.allowedOrigins, preChatForm: body.preChatForm, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("The widget settings were not saved.");
  return { allowedOrigins: row.allowedOrigins, preChatForm: row.preChatForm, updatedAt: row.updatedAt };
}
