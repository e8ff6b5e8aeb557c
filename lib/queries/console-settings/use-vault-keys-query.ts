"use client";

import { useQuery } from "@tanstack/react-query";

import { listVaultKeys } from "@/lib/console/contract/console-keys";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The keys the console holds, by fingerprint. */
export function useVaultKeysQuery() {
  return useQuery({
    queryKey: consoleQueryKey(listVaultKeys),
    queryFn: async () => callConsole(listVaultKeys),
  });
}
