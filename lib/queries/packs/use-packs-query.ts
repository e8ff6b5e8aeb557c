"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listPacks } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** One page of the organization's packs, most recently changed first. */
export function usePacksQuery(organizationId: string, page: number) {
  const read = { params: { organizationId }, query: { page, orderBy: "updatedAt" as const } };
  return useQuery({
    queryKey: consoleQueryKey(listPacks, read),
    queryFn: async () => callConsole(listPacks, read),
    placeholderData: keepPreviousData,
  });
}
