"use client";

import { useQuery } from "@tanstack/react-query";

import { listOrganizationFunctions } from "@/lib/console/contract/functions";

import { callConsole } from "../call-console";
import { functionKeys } from "./keys";

/** The organization's function library, by name. */
export function useFunctionsQuery(organizationId: string) {
  return useQuery({
    queryKey: functionKeys.list(organizationId),
    queryFn: async () => callConsole(listOrganizationFunctions, { params: { organizationId } }),
  });
}
