import { consoleRoles } from "@/lib/console/users/roles";
import { currentOrganizationChange, sessionView } from "@/lib/schemas/console/session";
import { upstreamHealth } from "@/lib/schemas/console/upstream-health";

import { defineConsoleRoute } from "./define";

const tag = "Session";

export const getSession = defineConsoleRoute({
  id: "getSession",
  method: "GET",
  path: "/session",
  tag,
  summary: "The signed-in user",
  roles: consoleRoles,
  response: sessionView,
});

export const signOutEverywhere = defineConsoleRoute({
  id: "signOutEverywhere",
  method: "DELETE",
  path: "/session",
  tag,
  summary: "Signs the user out everywhere: every session issued so far stops working on its next request",
  roles: consoleRoles,
  action: "session.revoke_all",
});

export const switchOrganization = defineConsoleRoute({
  id: "switchOrganization",
  method: "PUT",
  path: "/current-organization",
  tag,
  summary: "Switches the organization the console shows, among those the user may open",
  description: "The choice is kept in a cookie this answer sets.",
  roles: consoleRoles,
  body: currentOrganizationChange,
  response: currentOrganizationChange,
});

export const getUpstreamHealth = defineConsoleRoute({
  id: "getUpstreamHealth",
  method: "GET",
  path: "/upstream-health",
  tag,
  summary: "Whether the AI Agent API is answering, for the banner every page shows while it is not",
  roles: consoleRoles,
  response: upstreamHealth,
});
