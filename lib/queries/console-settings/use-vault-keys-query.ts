"use client";

import { useQuery } from "@tanstack/react-query";

import { vaultKeyList } from "@/lib/schemas/console/keys";

import { consoleFetch } from "../console-fetch";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

/** The keys the console holds, by fingerprint. */
export function useVaultKeysQuery() {
  return useQuery({
    queryKey: settingsKeys.keys(),
    queryFn: async () => vaultKeyList.parse(await consoleFetch<unknown>(settingsApiPaths.keys())),
  });
}
