import { listRegionSubscriptions } from "@/lib/console/admin/subscriptions";
import { listAdminSubscriptions } from "@/lib/console/contract/admin";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { adminSubscriptionsQuery } from "@/lib/schemas/console/admin";

export const GET = handleConsoleRoute(listAdminSubscriptions, async ({ db, request }) => {
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
