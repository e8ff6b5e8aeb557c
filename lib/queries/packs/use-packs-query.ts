"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listPacks } from "@/lib/console/contract/packs";

import { callConsole } from "../call-console";
import { packKeys } from "./keys";

/** One page of the organization's packs, most recently changed first. */
export function usePacksQuery(organizationId: string, page: number) {
  return useQuery({
    queryKey: packKeys.list(organizationId, page),
    queryFn: async () => callConsole(listPacks, { params: { organizationId }, query: { page, orderBy: "updatedAt" } }),
    placeholderData: keepPreviousData,
  });
}
