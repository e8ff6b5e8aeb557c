"use client";

import { useState } from "react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { platformRoleLabels, type PlatformRole } from "@/lib/console/users/platform-roles";
import { countOf } from "@/lib/utils/plural";

import { PlatformUserRoleSelect } from "./platform-user-role-select";

type Props = {
  users: { id: string; name: string }[];
  isPending: boolean;
  onConfirm: (role: PlatformRole) => void;
};

/** Gives the selected platform users one role, chosen first and confirmed in a dialog that names each of them. */
export function ChangePlatformRolesAction({ users, isPending, onConfirm }: Props) {
  const [role, setRole] = useState<PlatformRole>();
  const count = countOf(users.length, "user");
  const roleName = role ? platformRoleLabels[role] : "";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PlatformUserRoleSelect label="New role for the selected users" placeholder="Choose a role" role={role} disabled={isPending} onChange={setRole} />
      <ConfirmAction
        trigger="Change role"
        destructive={false}
        disabled={!role}
        isPending={isPending}
        pendingLabel="Changing the roles of the selected users"
        title={`Make ${count} ${roleName}?`}
        confirmLabel={`Make ${count} ${roleName}`}
        onConfirm={() => role && onConfirm(role)}
        description={
          <>
            <p>Each of them gets the role {roleName} in the whole organization, one after another:</p>
            <ul className="list-disc pl-5">
              {users.map((user) => (
                <li key={user.id}>{user.name}</li>
              ))}
            </ul>
            <p>A change the API refuses (the organization must keep an owner) leaves that user as they were; the others still change.</p>
          </>
        }
      />
    </div>
  );
}
