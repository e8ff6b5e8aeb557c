import { onboardOrganization } from "@/lib/console/admin/onboard-organization";
import { onboardingAction } from "@/lib/console/admin/onboarding-record";
import { listAdminOrganizations } from "@/lib/console/admin/organization-table";
import { route } from "@/lib/console/route";
import { adminOrganizationList, onboardedOrganization, onboardOrganizationBody } from "@/lib/schemas/console/admin";

/** The tenant table: every organization the console knows, with what can be read of each. */
export const GET = route({ roles: ["superadmin"], response: adminOrganizationList }, async ({ db }) => listAdminOrganizations(db));

/**
 * Onboards an organization with the region's super-admin key: the API creates it, the console lists it
 * (its key in the vault when the API hands one over) and invites its users. The audit entry keeps what
 * the API answered about it, which the tenant table shows. The form's attempt id makes sending it again
 * safe: see `onboardOrganization`.
 */
export const POST = route(
  { roles: ["superadmin"], body: onboardOrganizationBody, response: onboardedOrganization, action: onboardingAction, successStatus: 201 },
  async ({ db, user, body, request, audit }) => {
    const { result, record, organizationId } = await onboardOrganization(db, { body, user, origin: request.nextUrl.origin });
    audit.target = `organization:${organizationId} ${result.organization.name} (${body.region.toUpperCase()})`;
    audit.organizationId = organizationId;
    // A later try of a form already done answers the same organization; only the first entry keeps the record.
    audit.details = record ? { ...record, invitations: result.invitations.length, members: result.members.length } : { isAnsweredAgain: true };
    return result;
  },
);
