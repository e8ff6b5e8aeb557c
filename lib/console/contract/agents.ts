import { createAgentBody, updateAgentBody } from "@/lib/schemas/agent-api/agents";
import { agentDetail, agentRoleList, agentSummary, agentSummaryList } from "@/lib/schemas/console/agents";
import { agentConsoleKey, agentKeyIssued, agentKeyList, agentKeyView, createAgentKeyBody } from "@/lib/schemas/console/keys";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Agents";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;

export const listAgents = defineConsoleRoute({
  id: "listAgents",
  method: "GET",
  path: "/organizations/{organizationId}/agents",
  params: { organizationId },
  tag,
  summary: "The organization's agents, with conversations and the health of the console's key for each (missing ones too)",
  roles,
  response: agentSummaryList,
});

export const createAgent = defineConsoleRoute({
  id: "createAgent",
  method: "POST",
  path: "/organizations/{organizationId}/agents",
  params: { organizationId },
  tag,
  summary: "Creates an agent and the console's own key for it, so it is listed and usable at once",
  roles,
  body: createAgentBody,
  response: agentSummary,
  status: 201,
  action: "agent.create",
});

export const getAgent = defineConsoleRoute({
  id: "getAgent",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}",
  params: { organizationId, agentId },
  tag,
  summary: "One agent's configuration and skills",
  roles,
  response: agentDetail,
});

export const updateAgent = defineConsoleRoute({
  id: "updateAgent",
  method: "PUT",
  path: "/organizations/{organizationId}/agents/{agentId}",
  params: { organizationId, agentId },
  tag,
  summary: "Changes the agent's configuration",
  roles,
  body: updateAgentBody,
  response: agentDetail,
  action: "agent.update",
});

export const listAgentRoles = defineConsoleRoute({
  id: "listAgentRoles",
  method: "GET",
  path: "/organizations/{organizationId}/agent-roles",
  params: { organizationId },
  tag,
  summary: "The roles an agent can be created with",
  roles,
  response: agentRoleList,
});

export const listAgentKeys = defineConsoleRoute({
  id: "listAgentKeys",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/keys",
  params: { organizationId, agentId },
  tag,
  summary: "The agent's API keys, marking the one the console uses",
  roles,
  response: agentKeyList,
});

export const createIntegrationKey = defineConsoleRoute({
  id: "createIntegrationKey",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/keys",
  params: { organizationId, agentId },
  tag,
  summary: "Creates a key for one of the organization's own systems",
  description: "Its secret is in this answer only (never stored, never cached, audited by fingerprint); the console's own key is left as it was.",
  roles,
  body: createAgentKeyBody,
  response: agentKeyIssued,
  status: 201,
  action: "key.create",
  reveals: (issued) => issued.reveal?.secret,
});

export const revokeAgentKey = defineConsoleRoute({
  id: "revokeAgentKey",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/keys/{keyId}",
  params: { organizationId, agentId, keyId: pathParams.agentKey },
  tag,
  summary: "Revokes an agent key upstream; the vault forgets it if the console was using it",
  roles,
  response: agentKeyView,
  action: "key.revoke",
});

export const rotateAgentKey = defineConsoleRoute({
  id: "rotateAgentKey",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/keys/{keyId}/rotate",
  params: { organizationId, agentId, keyId: pathParams.agentKey },
  tag,
  summary: "Rotates an agent key: the old secret stops working upstream",
  description: "The console's own key gets its new secret in the vault in the same step, never shown; an integration key's new secret is in this answer only.",
  roles,
  response: agentKeyIssued,
  action: "key.rotate",
  reveals: (issued) => issued.reveal?.secret,
});

export const getConsoleKey = defineConsoleRoute({
  id: "getConsoleKey",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/console-key",
  params: { organizationId, agentId },
  tag,
  summary: "Whether the console holds a key for the agent, and how it fares: working, refused by the API, or missing",
  roles,
  response: agentConsoleKey,
});

export const createConsoleKey = defineConsoleRoute({
  id: "createConsoleKey",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/console-key",
  params: { organizationId, agentId },
  tag,
  summary: "Gives the console a key for the agent: created upstream, kept in the vault, shown by fingerprint only",
  roles,
  response: agentKeyView,
  status: 201,
  action: "key.create_console",
});
