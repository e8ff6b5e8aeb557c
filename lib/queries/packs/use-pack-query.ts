"use client";

import { useQuery } from "@tanstack/react-query";

import { getPack } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** One pack with its documents and the agents it is linked to. */
export function usePackQuery(organizationId: string, packId: string) {
  return useQuery({
    queryKey: consoleQueryKey(getPack, { params: { organizationId, packId } }),
    queryFn: async () => callConsole(getPack, { params: { organizationId, packId } }),
  });
}
