"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";

import { listOrganizations } from "@/lib/console/contract/organizations";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { connectedOrganization } from "@/lib/schemas/console/session";

import { callConsole } from "../call-console";

export type OrganizationOption = z.infer<typeof connectedOrganization>;

/** The organizations the signed-in user may open. */
export function useOrganizationsQuery() {
  return useQuery({
    queryKey: consoleQueryKey(listOrganizations),
    queryFn: async () => callConsole(listOrganizations),
  });
}
