"use client";

import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { StatusToggleButton } from "@/components/ui/status-toggle-button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";
import type { PlatformUserView } from "@/lib/schemas/console/organization";

import { platformUserName, platformUserStatusLabels, statusAction } from "./platform-user-labels";
import { PlatformUserRoleSelect } from "./platform-user-role-select";

export type PlatformUserChange = (user: { id: string; name: string }, change: UpdatePlatformUserBody) => void;

type Props<User extends PlatformUserView> = {
  users: User[];
  /** The column between email and role: its heading and what it shows of each user. */
  detail: { heading: string; cell: (user: User) => ReactNode };
  /** What disabling and enabling a user do, said before either is confirmed. */
  consequences: { disable: string; enable: string };
  /** The id of the user whose change is being saved. */
  savingUserId: string | undefined;
  onChange: PlatformUserChange;
};

/** Platform users with their contact, role and status, and the changes an admin can make. */
export function PlatformUsersTable<User extends PlatformUserView>({ users, detail, consequences, savingUserId, onChange }: Props<User>) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>{detail.heading}</TableHead>
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
              <TableCell>{detail.cell(user)}</TableCell>
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
                  <StatusToggleButton
                    consequences={consequences}
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
