"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { consoleRoleLabels, type ConsoleRole } from "@/lib/console/users/roles";

type Props = {
  name: string;
  role: ConsoleRole;
  options: readonly ConsoleRole[];
  disabled?: boolean;
  onChange: (role: ConsoleRole) => void;
};

/** The role select of a users table row; choosing a role changes it at once. */
export function UserRoleSelect({ name, role, options, disabled, onChange }: Props) {
  return (
    <Select value={role} onValueChange={(value) => onChange(value as ConsoleRole)} disabled={disabled}>
      <SelectTrigger size="sm" className="w-44" aria-label={`Role of ${name}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {consoleRoleLabels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
