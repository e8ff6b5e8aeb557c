import "server-only";

import {
  createAgentFunction,
  createFunction,
  deleteAgentFunction,
  deleteFunction,
  getAgentFunction,
  getFunction,
  listAgentFunctions,
  listFunctions,
  updateAgentFunction,
  updateFunction,
} from "@/lib/agent-api/contract/functions";
import type { Database } from "@/lib/db";

import type { OrganizationPrincipal } from "../auth";
import * as store from "../functions/function-store";
import { implement, type Implementation } from "../implement";
import { findOrganizationAgent } from "../records";

/** The functions of one of the caller's agents, or 404 for an agent of another organization. */
async function agentOwner(db: Database, principal: OrganizationPrincipal, agentId: string): Promise<store.FunctionOwner> {
  const agent = await findOrganizationAgent(db, principal.organization.id, agentId);
  return { organizationId: principal.organization.id, agentId: agent.id };
}

const libraryOwner = (principal: OrganizationPrincipal): store.FunctionOwner => ({ organizationId: principal.organization.id, agentId: null });

export const functionsHandlers: Implementation[] = [
  implement(listAgentFunctions, async ({ db, principal, params }) => {
    const rows = await store.listFunctions(db, await agentOwner(db, principal, params.id));
    return rows.map(store.presentFunction);
  }),

  implement(createAgentFunction, async ({ db, principal, params, body }) => {
    const owner = await agentOwner(db, principal, params.id);
    return store.presentFunction(await store.saveFunction(db, owner, store.functionValues(body)));
  }),

  implement(getAgentFunction, async ({ db, principal, params }) => {
    const owner = await agentOwner(db, principal, params.id);
    return store.presentFunction(await store.findFunction(db, owner, params.functionId));
  }),

  implement(updateAgentFunction, async ({ db, principal, params, body }) => {
    const owner = await agentOwner(db, principal, params.id);
    const current = await store.findFunction(db, owner, params.functionId);
    return store.presentFunction(await store.saveFunction(db, owner, store.functionValues(body), current.id));
  }),

  implement(deleteAgentFunction, async ({ db, principal, params }) => {
    await store.deleteFunction(db, await agentOwner(db, principal, params.id), params.functionId);
  }),

  implement(createFunction, async ({ db, principal, body }) =>
    store.presentFunction(await store.saveFunction(db, libraryOwner(principal), store.functionValues(body))),
  ),

  implement(listFunctions, async ({ db, principal }) => (await store.listFunctions(db, libraryOwner(principal))).map(store.presentFunction)),

  implement(getFunction, async ({ db, principal, params }) => store.presentFunction(await store.findFunction(db, libraryOwner(principal), params.id))),

  implement(updateFunction, async ({ db, principal, params, body }) => {
    const owner = libraryOwner(principal);
    const current = await store.findFunction(db, owner, params.id);
    return store.presentFunction(await store.saveFunction(db, owner, store.changedFunctionValues(current, body), current.id));
  }),

  implement(deleteFunction, async ({ db, principal, params }) => {
    await store.deleteFunction(db, libraryOwner(principal), params.id);
  }),
];
