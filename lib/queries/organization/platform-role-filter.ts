import type { PlatformRole } from "@/lib/console/users/platform-roles";
import { platformRoles } from "@/lib/schemas/agent-api/organizations";

/** The value of the role filter that shows every role. */
export const allRoles = "all";
export type PlatformRoleFilter = PlatformRole | typeof allRoles;

/** The role to ask the API for: none when the filter shows every role. */
export function roleOfFilter(filter: PlatformRoleFilter): PlatformRole | undefined {
  return filter === allRoles ? undefined : filter;
}

export function isPlatformRoleFilter(value: string): value is PlatformRoleFilter {
  return value === allRoles || (platformRoles as readonly string[]).includes(value);
}
