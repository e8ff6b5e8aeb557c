"use client";

import { useQuery } from "@tanstack/react-query";

import { functionList } from "@/lib/schemas/console/functions";

import { consoleFetch } from "../console-fetch";
import { functionKeys } from "./keys";
import { functionApiPaths } from "./paths";

/** The organization's function library, by name. */
export function useFunctionsQuery(organizationId: string) {
  return useQuery({
    queryKey: functionKeys.list(organizationId),
    queryFn: async () => functionList.parse(await consoleFetch<unknown>(functionApiPaths.functions(organizationId))),
  });
}
