import { operatorsOfOrganization } from "@/lib/console/operator-agents";
import { route } from "@/lib/console/route";
import { organizationOperatorList } from "@/lib/schemas/console/operator-agents";

/** The organization's console operators, each with the agents they watch in it. */
export const GET = route({ roles: ["superadmin", "org_admin"], organization: true, response: organizationOperatorList }, async ({ db, organization }) =>
  operatorsOfOrganization(db, organization!.id),
);
