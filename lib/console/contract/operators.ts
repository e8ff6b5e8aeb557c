import { operatorAgentIds, operatorAgentsChange, organizationOperatorList } from "@/lib/schemas/console/operator-agents";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Operators";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const userId = pathParams.any;

export const listOrganizationOperators = defineConsoleRoute({
  id: "listOrganizationOperators",
  method: "GET",
  path: "/organizations/{organizationId}/operators",
  params: { organizationId },
  tag,
  summary: "The organization's console operators, each with the agents they watch in it",
  roles,
  response: organizationOperatorList,
});

export const getOperatorAgents = defineConsoleRoute({
  id: "getOperatorAgents",
  method: "GET",
  path: "/organizations/{organizationId}/operators/{userId}/agents",
  params: { organizationId, userId },
  tag,
  summary: "The agents an operator works on in the organization",
  roles,
  response: operatorAgentIds,
});

export const changeOperatorAgents = defineConsoleRoute({
  id: "changeOperatorAgents",
  method: "PATCH",
  path: "/organizations/{organizationId}/operators/{userId}/agents",
  params: { organizationId, userId },
  tag,
  summary: "Gives an operator some agents of the organization and takes others; the agents it does not name stay as they are",
  roles,
  body: operatorAgentsChange,
  response: operatorAgentIds,
  action: "operator.change_agents",
});
