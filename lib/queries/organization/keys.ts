import type { PlatformRole } from "@/lib/console/users/platform-roles";

/** Query keys of the organization page, under the organization so switching organizations never mixes them. */
export const organizationKeys = {
  all: () => ["organization"] as const,
  organization: (organizationId: string) => [...organizationKeys.all(), organizationId] as const,
  platformUserLists: (organizationId: string) => [...organizationKeys.organization(organizationId), "platform-users"] as const,
  platformUsers: (organizationId: string, role: PlatformRole | undefined) => [...organizationKeys.platformUserLists(organizationId), role ?? "all"] as const,
};
