import "server-only";

import { listSubscriptions } from "@/lib/agent-api/contract/super-admin";
import type { DatabaseExecutor } from "@/lib/db";
import { adminSubscriptionList, type AdminRegion, type AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

import { explainSuperAdminFailure } from "./super-admin-failures";
import { callUpstream } from "../upstream/upstream";

/** Calls the API with the region's super-admin key, a refused key explained as such. */
export async function asSuperAdmin<T>(region: AdminRegion, call: (caller: { as: "superAdmin"; region: AdminRegion }) => Promise<T>): Promise<T> {
  try {
    return await call({ as: "superAdmin", region });
  } catch (error) {
    throw explainSuperAdminFailure(error, region) ?? error;
  }
}

/** The region's subscriptions, filtered as asked, with only the fields the console shows. */
export async function listRegionSubscriptions(db: DatabaseExecutor, query: AdminSubscriptionsQuery) {
  const { region, ...filters } = query;
  const subscriptions = await asSuperAdmin(region, (caller) => callUpstream(db, caller, listSubscriptions, { query: filters }));
  return adminSubscriptionList.parse(subscriptions);
}
