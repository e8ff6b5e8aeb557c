import { listOrganizationOperators } from "@/lib/console/contract/operators";
import { operatorsOfOrganization } from "@/lib/console/operators/operator-agents";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listOrganizationOperators, async ({ db, organization }) => operatorsOfOrganization(db, organization.id));
