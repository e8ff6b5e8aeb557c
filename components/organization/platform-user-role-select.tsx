"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { platformRoleLabels, type PlatformRole } from "@/lib/console/users/platform-roles";
import { platformRoles } from "@/lib/schemas/agent-api/organizations";

type Props = {
  /** The select's accessible name: "Role of Ada Lovelace". */
  label: string;
  role: PlatformRole | undefined | null;
  /** Shown when no role is chosen. */
  placeholder?: string;
  disabled?: boolean;
  onChange: (role: PlatformRole) => void;
};

const isPlatformRole = (value: string): value is PlatformRole => (platformRoles as readonly string[]).includes(value);

/** A choice among the platform roles: a user's role in their row, or the role to give the selected users. */
export function PlatformUserRoleSelect({ label, role, placeholder = "Unknown", disabled, onChange }: Props) {
  return (
    <Select value={role ?? undefined} onValueChange={(next) => isPlatformRole(next) && onChange(next)} disabled={disabled}>
      <SelectTrigger size="sm" className="w-48" aria-label={label}>
        <SelectValue placeholder={placeholder} />
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
