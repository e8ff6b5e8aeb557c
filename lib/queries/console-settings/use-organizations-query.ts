"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";

import { listOrganizations } from "@/lib/console/contract/organizations";
import type { connectedOrganization } from "@/lib/schemas/console/session";

import { callConsole } from "../call-console";
import { settingsKeys } from "./keys";

export type OrganizationOption = z.infer<typeof connectedOrganization>;

/** The organizations the signed-in user may open. */
export function useOrganizationsQuery() {
  return useQuery({
    queryKey: settingsKeys.organizations(),
    queryFn: async () => callConsole(listOrganizations),
  });
}
