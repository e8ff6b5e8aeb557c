import "server-only";
import { and, eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleApiKeys, consoleOrganizations } from "@/lib/db/schema";

import { readWidgetSettings, type WidgetSettings } from "./widget-settings";
import type { ConsoleOrganization } from "../organizations/organizations";

/** An agent whose widget the console can serve: its organization, and how it may be embedded. */
export type WidgetAgent = { organization: ConsoleOrganization; agentId: string; settings: WidgetSettings };

/**
 * The agent behind a widget, found by the agent key the console holds for it (the widget calls the API with
 * that key); undefined when the console holds none, so there is nothing a visitor could chat with.
 */
export async function findWidgetAgent(db: DatabaseExecutor, agentId: string): Promise<WidgetAgent | undefined> {
  if (!/^[\w-]{1,64}$/.test(agentId)) return undefined;
  const [row] = await db
    .select({ organization: consoleOrganizations })
    .from(consoleApiKeys)
    .innerJoin(consoleOrganizations, eq(consoleOrganizations.id, consoleApiKeys.organizationId))
    .where(and(eq(consoleApiKeys.scope, "agent"), eq(consoleApiKeys.agentId, agentId)))
    .limit(1);
  if (!row) return undefined;
  return { organization: row.organization, agentId, settings: await readWidgetSettings(db, row.organization.id, agentId) };
}
