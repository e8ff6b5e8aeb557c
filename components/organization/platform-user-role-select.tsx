"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { platformRoleLabels, type PlatformRole } from "@/lib/console/users/platform-roles";
import { platformRoles } from "@/lib/schemas/agent-api/organizations";

type Props = { name: string; role: PlatformRole | null; disabled?: boolean; onChange: (role: PlatformRole) => void };

const isPlatformRole = (value: string): value is PlatformRole => (platformRoles as readonly string[]).includes(value);

/** The role of a platform user; choosing another changes it at once. */
export function PlatformUserRoleSelect({ name, role, disabled, onChange }: Props) {
  return (
    <Select value={role ?? undefined} onValueChange={(next) => isPlatformRole(next) && onChange(next)} disabled={disabled}>
      <SelectTrigger size="sm" className="w-48" aria-label={`Role of ${name}`}>
        <SelectValue placeholder="Unknown" />
      </SelectTrigger>
      <SelectContent>
        {platformRoles.map((option) => (
          <SelectItem key={option} value={option}>
            {platformRoleLabels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
