"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { platformRoleLabels } from "@/lib/console/users/platform-roles";
import { allRoles, isPlatformRoleFilter, type PlatformRoleFilter } from "@/lib/queries/organization/platform-role-filter";
import { platformRoles } from "@/lib/schemas/agent-api/organizations";

type Props = { value: PlatformRoleFilter; onChange: (filter: PlatformRoleFilter) => void };

/** Shows every platform user, or those of one role. */
export function PlatformRoleFilterSelect({ value, onChange }: Props) {
  return (
    <Select value={value} onValueChange={(next) => isPlatformRoleFilter(next) && onChange(next)}>
      <SelectTrigger size="sm" className="w-48" aria-label="Filter by role">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={allRoles}>All roles</SelectItem>
        {platformRoles.map((role) => (
          <SelectItem key={role} value={role}>
            {platformRoleLabels[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
