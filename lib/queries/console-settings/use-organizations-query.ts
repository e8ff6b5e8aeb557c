"use client";

import { useQuery } from "@tanstack/react-query";
import { z } from "zod";

import { regions } from "@/lib/regions";

import { consoleFetch } from "../console-fetch";
import { settingsKeys } from "./keys";
import { settingsApiPaths } from "./paths";

const organizationList = z.array(z.object({ id: z.string(), name: z.string(), region: z.enum(regions) }));
export type OrganizationOption = z.infer<typeof organizationList>[number];

/** The organizations the signed-in user may open. */
export function useOrganizationsQuery() {
  return useQuery({
    queryKey: settingsKeys.organizations(),
    queryFn: async () => organizationList.parse(await consoleFetch<unknown>(settingsApiPaths.organizations())),
  });
}
