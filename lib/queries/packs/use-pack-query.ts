"use client";

import { useQuery } from "@tanstack/react-query";

import { getPack } from "@/lib/console/contract/packs";

import { callConsole } from "../call-console";
import { packKeys } from "./keys";

/** One pack with its documents and the agents it is linked to. */
export function usePackQuery(organizationId: string, packId: string) {
  return useQuery({
    queryKey: packKeys.detail(organizationId, packId),
    queryFn: async () => callConsole(getPack, { params: { organizationId, packId } }),
  });
}
