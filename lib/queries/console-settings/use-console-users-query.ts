"use client";

import { useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listConsoleUsers } from "@/lib/console/contract/users";

import { callConsole } from "../call-console";

/** The console users the signed-in admin manages. */
export function useConsoleUsersQuery() {
  return useQuery({
    queryKey: consoleQueryKey(listConsoleUsers),
    queryFn: async () => callConsole(listConsoleUsers),
  });
}
