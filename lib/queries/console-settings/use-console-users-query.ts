"use client";

import { useQuery } from "@tanstack/react-query";

import { listConsoleUsers } from "@/lib/console/contract/users";

import { callConsole } from "../call-console";
import { settingsKeys } from "./keys";

/** The console users the signed-in admin manages. */
export function useConsoleUsersQuery() {
  return useQuery({
    queryKey: settingsKeys.users(),
    queryFn: async () => callConsole(listConsoleUsers),
  });
}
