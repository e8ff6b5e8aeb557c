"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";

import { listPacks } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { listPacksQuery } from "@/lib/schemas/agent-api/packs";

import { callConsole } from "../call-console";

export type PacksPageQuery = z.input<typeof listPacksQuery>;

/** One page of the organization's packs, in the order and with the status asked for. */
export function usePacksQuery(organizationId: string, query: PacksPageQuery) {
  const read = { params: { organizationId }, query };
  return useQuery({
    queryKey: consoleQueryKey(listPacks, read),
    queryFn: async () => callConsole(listPacks, read),
    placeholderData: keepPreviousData,
  });
}
