"use client";

import { listOrganizationFunctions, updateOrganizationFunction } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";
import { useToggleInListMutation, type ToggleInput } from "../use-toggle-in-list-mutation";

export type ToggleFunctionInput = ToggleInput;

/** Turns a function on or off at once: the switch moves first, and moves back if the API refuses. */
export function useToggleFunctionMutation(organizationId: string) {
  return useToggleInListMutation(consoleQueryKey(listOrganizationFunctions, { params: { organizationId } }), ({ functionId, enabled }) =>
    callConsole(updateOrganizationFunction, { params: { organizationId, functionId }, body: { enabled } }),
  );
}
