import { listRegionSubscriptions } from "@/lib/console/admin/subscriptions";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { adminSubscriptionList, adminSubscriptionsQuery } from "@/lib/schemas/console/admin";

/** The region's subscriptions (`?region=eu&visibility=public&status=active`), read with its super-admin key. */
export const GET = route({ roles: ["superadmin"], response: adminSubscriptionList }, async ({ db, request }) => {
  const params = request.nextUrl.searchParams;
  const query = adminSubscriptionsQuery.safeParse({
    region: params.get("region") || undefined,
    visibility: params.get("visibility") || undefined,
    status: params.get("status") || undefined,
  });
  if (!query.success) {
    throw new ConsoleRouteError(400, "INVALID_INPUT", "The region is US or EU, the visibility public or private, the status active or inactive.");
  }
  return listRegionSubscriptions(db, query.data);
});
