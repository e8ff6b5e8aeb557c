import { onboardOrganization as onboard } from "@/lib/console/admin/onboard-organization";
import { listAdminOrganizations as readAdminOrganizations } from "@/lib/console/admin/organization-table";
import { listAdminOrganizations, onboardOrganization } from "@/lib/console/contract/admin";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listAdminOrganizations, async ({ db }) => readAdminOrganizations(db));

export const POST = handleConsoleRoute(onboardOrganization, async ({ db, user, body, request, audit }) => {
  const { result, record, organizationId } = await onboard(db, { body, user, origin: request.nextUrl.origin });
  audit.target = `organization:${organizationId} ${result.organization.name} (${body.region.toUpperCase()})`;
  audit.organizationId = organizationId;
  // A later try of a form already done answers the same organization; only the first entry keeps the record.
  audit.details = record ? { ...record, invitations: result.invitations.length, members: result.members.length } : { isAnsweredAgain: true };
  return result;
});
