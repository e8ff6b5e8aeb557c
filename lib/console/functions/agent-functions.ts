import "server-only";

import { createAgentFunction, deleteAgentFunction, getAgentFunction, listAgentFunctions, updateAgentFunction } from "@/lib/agent-api/contract/functions";
import type { DatabaseExecutor } from "@/lib/db";
import type { CreateFunctionBody, UpdateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { replacementOf } from "./agent-function-changes";
import type { ConsoleOrganization } from "../organizations/organizations";
import { callUpstream } from "../upstream/upstream";

/** Agent functions are managed with the organization's key (the API's agent-functions scope). */
const asOrganization = (organization: ConsoleOrganization) => ({ as: "organization" as const, organization });

export const listOwnFunctions = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) =>
  callUpstream(db, asOrganization(organization), listAgentFunctions, { params: { id: agentId } });

export const createOwnFunction = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, body: CreateFunctionBody) =>
  callUpstream(db, asOrganization(organization), createAgentFunction, { params: { id: agentId }, body });

export const getOwnFunction = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, functionId: string) =>
  callUpstream(db, asOrganization(organization), getAgentFunction, { params: { id: agentId, functionId } });

/**
 * Changes the fields given. The API replaces an agent function whole, so the stored function is read
 * first and the change laid over it (masked header values keep their stored secret).
 */
export async function changeOwnFunction(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  functionId: string,
  changes: UpdateFunctionBody,
) {
  const stored = await getOwnFunction(db, organization, agentId, functionId);
  return callUpstream(db, asOrganization(organization), updateAgentFunction, {
    params: { id: agentId, functionId },
    body: replacementOf(stored, changes),
  });
}

export const deleteOwnFunction = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, functionId: string) =>
  callUpstream(db, asOrganization(organization), deleteAgentFunction, { params: { id: agentId, functionId } });
