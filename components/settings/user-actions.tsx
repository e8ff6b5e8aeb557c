"use client";

import { Label } from "@/components/ui/label";
import { StatusToggleButton } from "@/components/ui/status-toggle-button";
import { Switch } from "@/components/ui/switch";
import type { ConsoleRole } from "@/lib/console/users/roles";
import type { UserChange } from "@/lib/queries/console-settings/describe-user-update";
import { useUpdateUserMutation } from "@/lib/queries/console-settings/use-update-user-mutation";

import { UserRoleSelect } from "./user-role-select";
import type { UserRowActions } from "./user-row-actions";

/** What disabling and enabling a console user do. */
const consoleUserConsequences = {
  disable: "They are signed out everywhere at once and cannot sign in until someone enables them again.",
  enable: "They can sign in again with their password, with the role shown in the table.",
};

type Props = { user: { id: string; name: string; role: ConsoleRole; mayViewCustomerDetails: boolean }; actions: UserRowActions };

/** A users table row's controls: its role select, its disable or enable button and, for a viewer, whether they see customer details. */
export function UserActions({ user, actions }: Props) {
  const update = useUpdateUserMutation();
  if (actions.note) return <span className="text-sm text-muted-foreground">{actions.note}</span>;
  const shownRole = update.isPending ? (update.variables.change.role ?? user.role) : user.role;
  const change = (next: UserChange) => update.mutate({ user, change: next });
  const detailsSwitchId = `customer-details-${user.id}`;
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
        <StatusToggleButton
          consequences={consoleUserConsequences}
          name={user.name}
          action={actions.statusAction}
          disabled={update.isPending}
          onConfirm={() => change({ status: actions.statusAction === "disable" ? "disabled" : "active" })}
        />
      ) : null}
      {user.role === "viewer" && actions.roleOptions.length > 0 ? (
        <div className="flex items-center gap-2">
          <Switch
            id={detailsSwitchId}
            checked={update.isPending ? (update.variables.change.mayViewCustomerDetails ?? user.mayViewCustomerDetails) : user.mayViewCustomerDetails}
            disabled={update.isPending}
            onCheckedChange={(checked) => change({ mayViewCustomerDetails: checked })}
          />
          <Label htmlFor={detailsSwitchId} className="text-sm font-normal whitespace-nowrap">
            May see customer details
          </Label>
        </div>
      ) : null}
    </div>
  );
}
