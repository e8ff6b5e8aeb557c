"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { packSummaryPage } from "@/lib/schemas/console/packs";

import { consoleFetch } from "../console-fetch";
import { packKeys } from "./keys";
import { packApiPaths } from "./paths";

/** One page of the organization's packs, most recently changed first. */
export function usePacksQuery(organizationId: string, page: number) {
  return useQuery({
    queryKey: packKeys.list(organizationId, page),
    queryFn: async () => packSummaryPage.parse(await consoleFetch<unknown>(packApiPaths.packs(organizationId, page))),
    placeholderData: keepPreviousData,
  });
}
