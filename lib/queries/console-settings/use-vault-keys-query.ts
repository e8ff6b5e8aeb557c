"use client";

import { useQuery } from "@tanstack/react-query";

import { listVaultKeys } from "@/lib/console/contract/console-keys";

import { callConsole } from "../call-console";
import { settingsKeys } from "./keys";

/** The keys the console holds, by fingerprint. */
export function useVaultKeysQuery() {
  return useQuery({
    queryKey: settingsKeys.keys(),
    queryFn: async () => callConsole(listVaultKeys),
  });
}
