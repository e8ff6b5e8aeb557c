import { platformRoleLabels } from "@/lib/console/users/platform-roles";
import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";

/** What a role or status change did, in the words of its toast. */
export function describePlatformUserChange(name: string, change: UpdatePlatformUserBody): string {
  const parts: string[] = [];
  if (change.role) parts.push(`is now ${platformRoleLabels[change.role]}`);
  if (change.status) parts.push(change.status === "disabled" ? "is disabled" : "is enabled");
  return parts.length > 0 ? `${name} ${parts.join(" and ")}.` : `${name} is unchanged.`;
}
