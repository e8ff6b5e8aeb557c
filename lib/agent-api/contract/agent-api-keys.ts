import {
  agentApiKeyResponse,
  agentApiKeySecretResponse,
  agentApiKeysResponse,
  agentKeyParams,
  createAgentApiKeyBody,
} from "@/lib/schemas/agent-api/agent-api-keys";
import { idParam } from "@/lib/schemas/agent-api/common";

import { defineOperation } from "./operation";

const tag = "Agent API keys";
const scope = "organization";

export const createAgentApiKey = defineOperation({
  id: "createAgentApiKey",
  method: "post",
  path: "/agent-api-keys/{id}",
  scope,
  tag,
  summary: "Create agent API key",
  description: "Creates a key for agent {id}. The secret is in this response only.",
  params: idParam,
  body: createAgentApiKeyBody,
  status: 201,
  response: agentApiKeySecretResponse,
  notFound: "Agent",
});

export const listAgentApiKeys = defineOperation({
  id: "listAgentApiKeys",
  method: "get",
  path: "/agent-api-keys/{id}",
  scope,
  tag,
  summary: "List agent API keys",
  params: idParam,
  status: 200,
  response: agentApiKeysResponse,
  notFound: "Agent",
});

export const getAgentApiKey = defineOperation({
  id: "getAgentApiKey",
  method: "get",
  path: "/agent-api-keys/{id}/api-key/{keyId}",
  scope,
  tag,
  summary: "Get agent API key",
  params: agentKeyParams,
  status: 200,
  response: agentApiKeyResponse,
  notFound: "Agent or key",
});

export const revokeAgentApiKey = defineOperation({
  id: "revokeAgentApiKey",
  method: "delete",
  path: "/agent-api-keys/{id}/api-key/{keyId}",
  scope,
  tag,
  summary: "Revoke agent API key",
  description: "The key stops working at once.",
  params: agentKeyParams,
  status: 200,
  response: agentApiKeyResponse,
  notFound: "Agent or key",
});

export const rotateAgentApiKey = defineOperation({
  id: "rotateAgentApiKey",
  method: "post",
  path: "/agent-api-keys/{id}/api-key/{keyId}/rotate",
  scope,
  tag,
  summary: "Rotate agent API key",
  description: "Replaces the key's secret: the old secret stops working at once. The new secret is in this response only.",
  params: agentKeyParams,
  status: 200,
  response: agentApiKeySecretResponse,
  notFound: "Agent or key",
  badRequest: "The key is revoked.",
});

export const agentApiKeyOperations = [createAgentApiKey, listAgentApiKeys, getAgentApiKey, revokeAgentApiKey, rotateAgentApiKey];
