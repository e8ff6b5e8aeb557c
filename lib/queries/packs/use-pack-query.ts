"use client";

import { useQuery } from "@tanstack/react-query";

import { packDetail } from "@/lib/schemas/console/packs";

import { consoleFetch } from "../console-fetch";
import { packKeys } from "./keys";
import { packApiPaths } from "./paths";

/** One pack with its documents and the agents it is linked to. */
export function usePackQuery(organizationId: string, packId: string) {
  return useQuery({
    queryKey: packKeys.detail(organizationId, packId),
    queryFn: async () => packDetail.parse(await consoleFetch<unknown>(packApiPaths.pack(organizationId, packId))),
  });
}
