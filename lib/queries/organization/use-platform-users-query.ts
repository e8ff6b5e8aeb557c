"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import type { PlatformRole } from "@/lib/console/platform-roles";
import { platformUserList } from "@/lib/schemas/console/organization";

import { consoleFetch } from "../console-fetch";
import { organizationKeys } from "./keys";
import { organizationApiPaths } from "./paths";

/** The platform users of the organization, all or those with one role. */
export function usePlatformUsersQuery(organizationId: string, role: PlatformRole | undefined) {
  return useQuery({
    queryKey: organizationKeys.platformUsers(organizationId, role),
    queryFn: async () => platformUserList.parse(await consoleFetch<unknown>(organizationApiPaths.platformUsers(organizationId, role))),
    placeholderData: keepPreviousData,
  });
}
