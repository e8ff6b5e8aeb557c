import { connectOrganizationBody } from "@/lib/schemas/console/keys";
import { connectedOrganization, connectedOrganizationList } from "@/lib/schemas/console/session";

import { defineConsoleRoute } from "./define";

const tag = "Organizations";

export const listOrganizations = defineConsoleRoute({
  id: "listOrganizations",
  method: "GET",
  path: "/organizations",
  tag,
  summary: "The organizations the user may open",
  roles: ["superadmin", "org_admin", "operator", "viewer"],
  response: connectedOrganizationList,
});

export const connectOrganization = defineConsoleRoute({
  id: "connectOrganization",
  method: "POST",
  path: "/organizations",
  tag,
  summary: "Connects an organization of the AI Agent API to the console by its organization key",
  roles: ["superadmin"],
  body: connectOrganizationBody,
  response: connectedOrganization,
  status: 201,
  action: "organization.connect",
});
