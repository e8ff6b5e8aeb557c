"use client";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";
import type { PlatformUserView } from "@/lib/schemas/console/organization";

import { platformUserName, platformUserStatusLabels, statusAction } from "./platform-user-labels";
import { PlatformUserRoleSelect } from "./platform-user-role-select";
import { StatusToggleButton } from "@/components/ui/status-toggle-button";

/** What disabling and enabling a platform user do. */
const platformUserConsequences = {
  disable: "They can no longer work in the organization on the platform until someone enables them again.",
  enable: "They can work in the organization again, with the role shown in the table.",
};

type Props = {
  users: PlatformUserView[];
  /** The id of the user whose change is being saved. */
  savingUserId: string | undefined;
  onChange: (user: { id: string; name: string }, change: UpdatePlatformUserBody) => void;
};

/** The platform users with their contact, role and status, and the changes an admin can make. */
export function PlatformUsersTable({ users, savingUserId, onChange }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const name = platformUserName(user);
          const action = statusAction(user.status);
          const isSaving = savingUserId === user.id;
          return (
            <TableRow key={user.id}>
              <TableCell className="font-medium">{name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.phoneNumber ?? <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell>
                <PlatformUserRoleSelect name={name} role={user.role} disabled={isSaving} onChange={(role) => onChange({ id: user.id, name }, { role })} />
              </TableCell>
              <TableCell>
                {user.status ? (
                  <Badge variant={user.status === "disabled" ? "destructive" : user.status === "active" ? "success" : "secondary"}>
                    {platformUserStatusLabels[user.status]}
                  </Badge>
                ) : (
                  <span className="text-muted-foreground">Unknown</span>
                )}
              </TableCell>
              <TableCell>
                {action ? (
                  <StatusToggleButton consequences={platformUserConsequences}
                    name={name}
                    action={action}
                    disabled={isSaving}
                    onConfirm={() => onChange({ id: user.id, name }, { status: action === "disable" ? "disabled" : "active" })}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
