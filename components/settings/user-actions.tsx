"use client";

import { useUpdateUserMutation } from "@/lib/queries/console-settings/use-update-user-mutation";
import type { ConsoleRole, UserStatus } from "@/lib/console/roles";

import { UserRoleSelect } from "./user-role-select";
import { StatusToggleButton } from "@/components/ui/status-toggle-button";
import type { UserRowActions } from "./user-row-actions";

/** What disabling and enabling a console user do. */
const consoleUserConsequences = {
  disable: "They are signed out everywhere at once and cannot sign in until someone enables them again.",
  enable: "They can sign in again with their password, with the role shown in the table.",
};

type Props = { user: { id: string; name: string; role: ConsoleRole }; actions: UserRowActions };

/** A users table row's controls: its role select and its disable or enable button. */
export function UserActions({ user, actions }: Props) {
  const update = useUpdateUserMutation();
  if (actions.note) return <span className="text-sm text-muted-foreground">{actions.note}</span>;
  const shownRole = update.isPending ? (update.variables.change.role ?? user.role) : user.role;
  const change = (next: { role?: ConsoleRole; status?: UserStatus }) => update.mutate({ user, change: next });
  return (
    <div className="flex items-center gap-2">
      {actions.roleOptions.length > 0 ? (
        <UserRoleSelect
          name={user.name}
          role={shownRole}
          options={actions.roleOptions}
          disabled={update.isPending}
          onChange={(role) => role !== user.role && change({ role })}
        />
      ) : null}
      {actions.statusAction ? (
        <StatusToggleButton consequences={consoleUserConsequences}
          name={user.name}
          action={actions.statusAction}
          disabled={update.isPending}
          onConfirm={() => change({ status: actions.statusAction === "disable" ? "disabled" : "active" })}
        />
      ) : null}
    </div>
  );
}
