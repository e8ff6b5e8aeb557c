import type { z } from "zod";

import type { Region } from "@/lib/regions";
import type { subscriptionQuotas } from "@/lib/schemas/agent-api/statistics";
import type { AdminOrganizationRow, AdminSubscription } from "@/lib/schemas/console/admin";

import { onboardingAction, onboardingRecord } from "./onboarding-record";

export const connectAction = "organization.connect";

export type RowSources = {
  organizations: { id: string; name: string; region: Region; createdAt: Date }[];
  /** Successful onboarding and connection entries of the audit log, for these organizations. */
  entries: { organizationId: string | null; action: string; actorEmail: string | null; details: unknown; createdAt: Date }[];
  /** The vault's keys (never their secrets): organization keys say whether it is ready, agent keys count its agents. */
  keys: { scope: string; organizationId: string | null; status: "active" | "failing" }[];
  /** Each region's subscriptions as the API lists them now, when it answered. */
  subscriptions: Partial<Record<Region, AdminSubscription[]>>;
  /** How many platform users the API lists for each organization, when it answered. */
  userCounts: Map<string, number>;
  /** The plan each organization is on now, as the API reports it with the organization's own key, when it answered. */
  plans: Map<string, ReportedPlan>;
};

/** The plan the API reports an organization on; `isTrial` only when the report says so. */
export type ReportedPlan = Pick<z.output<typeof subscriptionQuotas>, "id" | "title" | "agentsAmount" | "usersWithAccessAmount"> & { isTrial?: unknown };

type RowSubscription = AdminOrganizationRow["subscription"];

/**
 * The organization's plan: what the API reports it on now (as the usage page shows it), completed from the
 * region's list of subscriptions; else the subscription it was created with here; else unknown.
 */
export function currentPlan(reported: ReportedPlan | undefined, listed: AdminSubscription[] | undefined, created: RowSubscription): RowSubscription {
  const id = reported?.id ?? created?.id;
  const live = id === undefined ? undefined : listed?.find((subscription) => subscription.id === id);
  if (live)
    return { id: live.id, title: live.title, isTrial: live.isTrial, agentsAmount: live.agentsAmount, usersWithAccessAmount: live.usersWithAccessAmount };
  if (reported) {
    const { id: reportedId, title, agentsAmount, usersWithAccessAmount } = reported;
    return {
      id: reportedId,
      title,
      agentsAmount,
      usersWithAccessAmount,
      isTrial: reported.isTrial === true || (created?.id === reportedId && created.isTrial),
    };
  }
  return created;
}

function keyStatus(keys: RowSources["keys"], organizationId: string): AdminOrganizationRow["keyStatus"] {
  const key = keys.find((candidate) => candidate.scope === "organization" && candidate.organizationId === organizationId);
  if (!key) return "missing";
  return key.status === "failing" ? "failing" : "connected";
}

/**
 * The tenant table: every organization the console knows, with what the API said when it was created
 * here (status, end date), the plan it is on now (see `currentPlan`), the agents the console holds keys
 * for and the platform users the API lists, and who added it.
 */
export function buildOrganizationRows(sources: RowSources): AdminOrganizationRow[] {
  return sources.organizations.map((organization) => {
    const own = sources.entries.filter((entry) => entry.organizationId === organization.id);
    const onboarding = own.find((entry) => entry.action === onboardingAction);
    const parsed = onboarding ? onboardingRecord.safeParse(onboarding.details) : undefined;
    const record = parsed?.success ? parsed.data : undefined;
    const connection = own.find((entry) => entry.action === connectAction);
    const subscription = currentPlan(sources.plans.get(organization.id), sources.subscriptions[organization.region], record?.subscription ?? null);
    const addedBy = onboarding ?? connection;
    return {
      id: organization.id,
      name: organization.name,
      region: organization.region,
      status: record?.status ?? null,
      subscription,
      subscriptionEndsAt: record?.subscriptionEndsAt ?? null,
      usage: {
        agents: sources.keys.filter((key) => key.scope === "agent" && key.organizationId === organization.id).length,
        users: sources.userCounts.get(organization.id) ?? null,
      },
      keyStatus: keyStatus(sources.keys, organization.id),
      origin: onboarding ? "onboarded" : connection ? "connected" : "automatic",
      createdAt: record?.createdAt ?? (addedBy?.createdAt ?? organization.createdAt).toISOString(),
      createdBy: addedBy?.actorEmail ?? null,
    };
  });
}
