import { onboardingAction } from "@/lib/console/admin/onboarding-record";
import {
  adminOrganizationList,
  adminSubscriptionList,
  adminSubscriptionsQuery,
  onboardedOrganization,
  onboardOrganizationBody,
} from "@/lib/schemas/console/admin";

import { defineConsoleRoute } from "./define";
import { handlerCheckedQuery } from "./handler-checked-query";

const tag = "Admin";
const roles = ["superadmin"] as const;

export const listAdminOrganizations = defineConsoleRoute({
  id: "listAdminOrganizations",
  method: "GET",
  path: "/admin/organizations",
  tag,
  summary: "The tenant table: every organization the console knows, with what can be read of each",
  roles,
  response: adminOrganizationList,
});

export const onboardOrganization = defineConsoleRoute({
  id: "onboardOrganization",
  method: "POST",
  path: "/admin/organizations",
  tag,
  summary: "Onboards an organization with the region's super-admin key: the API creates it, the console lists it and invites its users",
  description:
    "The organization's key goes to the vault when the API hands one over. The audit entry keeps what the API answered about the organization, which the tenant table shows. The form's attempt id makes sending it again safe: a later try answers the same organization.",
  roles,
  body: onboardOrganizationBody,
  response: onboardedOrganization,
  status: 201,
  action: onboardingAction,
});

export const listAdminSubscriptions = defineConsoleRoute({
  id: "listAdminSubscriptions",
  method: "GET",
  path: "/admin/subscriptions",
  tag,
  summary: "The region's subscriptions, read with its super-admin key",
  description: "A region, visibility or status that is not one of the options is refused with 400 `INVALID_INPUT`.",
  roles,
  query: handlerCheckedQuery(adminSubscriptionsQuery),
  response: adminSubscriptionList,
});
