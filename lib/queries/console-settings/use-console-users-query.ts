"use client";

import { useQuery } from "@tanstack/react-query";

import { consoleUserList } from "@/lib/schemas/console/users";

import { consoleFetch } from "../console-fetch";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

/** The console users the signed-in admin manages. */
export function useConsoleUsersQuery() {
  return useQuery({
    queryKey: settingsKeys.users(),
    queryFn: async () => consoleUserList.parse(await consoleFetch<unknown>(settingsApiPaths.users())),
  });
}
