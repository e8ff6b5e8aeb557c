import { idParam } from "@/lib/schemas/agent-api/common";
import {
  agentFunctionParams,
  createFunctionBody,
  functionResponse,
  functionsResponse,
  replaceFunctionBody,
  updateFunctionBody,
} from "@/lib/schemas/agent-api/functions";

import { defineOperation } from "./operation";

const scope = "organization";
const agentTag = "Agent functions";
const libraryTag = "Functions";

const invalidFunction =
  "The parameters are not a valid JSON Schema (each problem names its field, e.g. parameters.properties.city.type), the name is taken, or the endpoint's URL is not HTTPS on a public address.";

export const listAgentFunctions = defineOperation({
  id: "listAgentFunctions",
  method: "get",
  path: "/agent-functions/{id}/functions",
  scope,
  tag: agentTag,
  summary: "List agent functions",
  description: "The functions of agent {id}, by name. With a model configured, the enabled ones are offered to it as tools.",
  params: idParam,
  status: 200,
  response: functionsResponse,
  notFound: "Agent",
});

export const createAgentFunction = defineOperation({
  id: "createAgentFunction",
  method: "post",
  path: "/agent-functions/{id}/functions",
  scope,
  tag: agentTag,
  summary: "Create agent function",
  description: "A function of agent {id}: the model may call it with arguments matching its parameters, and is shown the endpoint's answer.",
  params: idParam,
  body: createFunctionBody,
  status: 201,
  response: functionResponse,
  notFound: "Agent",
  badRequest: invalidFunction,
});

export const getAgentFunction = defineOperation({
  id: "getAgentFunction",
  method: "get",
  path: "/agent-functions/{id}/functions/{functionId}",
  scope,
  tag: agentTag,
  summary: "Get agent function",
  params: agentFunctionParams,
  status: 200,
  response: functionResponse,
  notFound: "Agent or function",
});

export const updateAgentFunction = defineOperation({
  id: "updateAgentFunction",
  method: "put",
  path: "/agent-functions/{id}/functions/{functionId}",
  scope,
  tag: agentTag,
  summary: "Update agent function",
  description: "Replaces the function: the body is a whole function, as at creation.",
  params: agentFunctionParams,
  body: replaceFunctionBody,
  status: 200,
  response: functionResponse,
  notFound: "Agent or function",
  badRequest: invalidFunction,
});

export const deleteAgentFunction = defineOperation({
  id: "deleteAgentFunction",
  method: "delete",
  path: "/agent-functions/{id}/functions/{functionId}",
  scope,
  tag: agentTag,
  summary: "Delete agent function",
  params: agentFunctionParams,
  status: 204,
  notFound: "Agent or function",
});

export const createFunction = defineOperation({
  id: "createFunction",
  method: "post",
  path: "/functions",
  scope,
  tag: libraryTag,
  summary: "Create a function",
  description:
    "A function of the organization's library, kept apart from the agents' own functions: it is not offered to any agent's model. Names are unique within the library.",
  body: createFunctionBody,
  status: 201,
  response: functionResponse,
  badRequest: invalidFunction,
});

export const listFunctions = defineOperation({
  id: "listFunctions",
  method: "get",
  path: "/functions",
  scope,
  tag: libraryTag,
  summary: "List functions",
  description: "The organization's library, by name.",
  status: 200,
  response: functionsResponse,
});

export const getFunction = defineOperation({
  id: "getFunction",
  method: "get",
  path: "/functions/{id}",
  scope,
  tag: libraryTag,
  summary: "Get a function",
  params: idParam,
  status: 200,
  response: functionResponse,
  notFound: "Function",
});

export const updateFunction = defineOperation({
  id: "updateFunction",
  method: "patch",
  path: "/functions/{id}",
  scope,
  tag: libraryTag,
  summary: "Update a function",
  description: "Changes the fields given; the others keep their values.",
  params: idParam,
  body: updateFunctionBody,
  status: 200,
  response: functionResponse,
  notFound: "Function",
  badRequest: invalidFunction,
});

export const deleteFunction = defineOperation({
  id: "deleteFunction",
  method: "delete",
  path: "/functions/{id}",
  scope,
  tag: libraryTag,
  summary: "Delete a function",
  params: idParam,
  status: 204,
  notFound: "Function",
});

export const functionsOperations = [
  listAgentFunctions,
  createAgentFunction,
  getAgentFunction,
  updateAgentFunction,
  deleteAgentFunction,
  createFunction,
  listFunctions,
  getFunction,
  updateFunction,
  deleteFunction,
];
