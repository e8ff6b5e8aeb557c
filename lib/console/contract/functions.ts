import { createFunctionBody, updateFunctionBody } from "@/lib/schemas/agent-api/functions";
import { agentFunctionChanges, agentFunctionList, agentFunctionView } from "@/lib/schemas/console/agent-functions";
import { functionList, functionView } from "@/lib/schemas/console/functions";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Functions";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;

export const listOrganizationFunctions = defineConsoleRoute({
  id: "listOrganizationFunctions",
  method: "GET",
  path: "/organizations/{organizationId}/functions",
  params: { organizationId },
  tag,
  summary: "The organization's function library, by name",
  roles,
  response: functionList,
});

export const createOrganizationFunction = defineConsoleRoute({
  id: "createOrganizationFunction",
  method: "POST",
  path: "/organizations/{organizationId}/functions",
  params: { organizationId },
  tag,
  summary: "Adds a function to the library; the API's refusals (schema, URL, taken name) come back on their fields",
  roles,
  body: createFunctionBody,
  response: functionView,
  status: 201,
  action: "function.create",
});

export const getOrganizationFunction = defineConsoleRoute({
  id: "getOrganizationFunction",
  method: "GET",
  path: "/organizations/{organizationId}/functions/{functionId}",
  params: { organizationId, functionId: pathParams.any },
  tag,
  summary: "One function of the library",
  roles,
  response: functionView,
});

export const updateOrganizationFunction = defineConsoleRoute({
  id: "updateOrganizationFunction",
  method: "PATCH",
  path: "/organizations/{organizationId}/functions/{functionId}",
  params: { organizationId, functionId: pathParams.any },
  tag,
  summary: "Changes the fields given; an endpoint is replaced as a whole",
  roles,
  body: updateFunctionBody,
  response: functionView,
  action: "function.update",
});

export const deleteOrganizationFunction = defineConsoleRoute({
  id: "deleteOrganizationFunction",
  method: "DELETE",
  path: "/organizations/{organizationId}/functions/{functionId}",
  params: { organizationId, functionId: pathParams.any },
  tag,
  summary: "Removes a function from the library",
  roles,
  action: "function.delete",
});

export const listAgentFunctions = defineConsoleRoute({
  id: "listAgentFunctions",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/functions",
  params: { organizationId, agentId },
  tag,
  summary: "The agent's own functions, by name: the enabled ones are offered to its model as tools",
  roles,
  response: agentFunctionList,
});

export const createAgentFunction = defineConsoleRoute({
  id: "createAgentFunction",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/functions",
  params: { organizationId, agentId },
  tag,
  summary: "Adds a function to the agent; the API's refusals (schema, URL, taken name) come back on their fields",
  roles,
  body: createFunctionBody,
  response: agentFunctionView,
  status: 201,
  action: "agent_function.create",
});

export const getAgentFunction = defineConsoleRoute({
  id: "getAgentFunction",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/functions/{functionId}",
  params: { organizationId, agentId, functionId: pathParams.function },
  tag,
  summary: "One function of the agent",
  roles,
  response: agentFunctionView,
});

export const updateAgentFunction = defineConsoleRoute({
  id: "updateAgentFunction",
  method: "PATCH",
  path: "/organizations/{organizationId}/agents/{agentId}/functions/{functionId}",
  params: { organizationId, agentId, functionId: pathParams.function },
  tag,
  summary: "Changes the fields given (an endpoint as a whole); the others keep their values",
  roles,
  body: agentFunctionChanges,
  response: agentFunctionView,
  action: "agent_function.update",
});

export const deleteAgentFunction = defineConsoleRoute({
  id: "deleteAgentFunction",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/functions/{functionId}",
  params: { organizationId, agentId, functionId: pathParams.function },
  tag,
  summary: "Removes a function from the agent",
  roles,
  action: "agent_function.delete",
});
