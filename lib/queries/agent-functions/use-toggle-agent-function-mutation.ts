"use client";

import { listAgentFunctions, updateAgentFunction } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";
import { useToggleInListMutation, type ToggleInput } from "../use-toggle-in-list-mutation";

export type ToggleAgentFunctionInput = ToggleInput;

/** Turns one of the agent's functions on or off at once: the switch moves first, and moves back if the API refuses. */
export function useToggleAgentFunctionMutation(organizationId: string, agentId: string) {
  return useToggleInListMutation(consoleQueryKey(listAgentFunctions, { params: { organizationId, agentId } }), ({ functionId, enabled }) =>
    callConsole(updateAgentFunction, { params: { organizationId, agentId, functionId }, body: { enabled } }),
  );
}
