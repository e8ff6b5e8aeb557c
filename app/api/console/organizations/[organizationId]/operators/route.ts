import { listOrganizationOperators } from "@/lib/console/contract/operators";
import { operatorsOfOrganization } from "@/lib/console/operator-agents";
import { handleConsoleRoute } from "@/lib/console/route";

export const GET = handleConsoleRoute(listOrganizationOperators, async ({ db, organization }) => operatorsOfOrganization(db, organization.id));
