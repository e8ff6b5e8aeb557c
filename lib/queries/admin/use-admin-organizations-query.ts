"use client";

import { useQuery } from "@tanstack/react-query";

import { adminOrganizationList } from "@/lib/schemas/console/admin";

import { consoleFetch } from "../console-fetch";
import { adminKeys } from "./keys";
import { adminApiPaths } from "./paths";

/** The tenant table: every organization the console knows, with what can be read of each. */
export function useAdminOrganizationsQuery() {
  return useQuery({
    queryKey: adminKeys.organizations(),
    queryFn: async () => adminOrganizationList.parse(await consoleFetch<unknown>(adminApiPaths.organizations())),
  });
}
