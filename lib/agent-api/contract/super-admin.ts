import { createOrganizationBody, organizationResponse, subscriptionsQuery, subscriptionsResponse } from "@/lib/schemas/agent-api/organizations";

import { defineOperation } from "./operation";

/** When creating an organization answers 400 beyond bad fields: the same record, as the service identifies it. */
export const organizationExists =
  "The organization already exists: the region has one of the same name (trimmed, whatever its case) with the same license key. details names name and licenseKey.";

export const createOrganization = defineOperation({
  id: "createOrganization",
  method: "post",
  path: "/organizations",
  scope: "superAdmin",
  tag: "Organizations",
  summary: "Create organization via admin API key",
  description:
    "Creates the organization in the key's region with its invited users. The response carries the organization's first Organization-Secret-Key (extension).",
  body: createOrganizationBody,
  status: 201,
  response: organizationResponse,
  notFound: "Subscription",
  badRequest: organizationExists,
  limitedBy: "Refused when `users` names more platform users than the subscription's `usersWithAccessAmount`.",
});

export const listSubscriptions = defineOperation({
  id: "listSubscriptions",
  method: "get",
  path: "/subscriptions",
  scope: "superAdmin",
  tag: "Subscriptions",
  summary: "Get subscriptions by admin API key",
  query: subscriptionsQuery,
  status: 200,
  response: subscriptionsResponse,
});

export const superAdminOperations = [createOrganization, listSubscriptions];
