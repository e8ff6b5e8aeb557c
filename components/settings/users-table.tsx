"use client";

import type { z } from "zod";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ConsoleRole } from "@/lib/console/users/roles";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";
import type { consoleUserView } from "@/lib/schemas/console/users";
import { formatTimestamp, machineTimestamp } from "@/lib/utils/format-timestamp";

import { OperatorAgentsCell, type Watching } from "./operator-agents-cell";
import { userOrganizationsLabel } from "./organization-labels";
import { RoleBadge } from "./role-badge";
import { UserActions } from "./user-actions";
import { userRowActions } from "./user-row-actions";
import { UserStatusBadge } from "./user-status-badge";

type ConsoleUserView = z.infer<typeof consoleUserView>;

type Props = {
  users: ConsoleUserView[];
  organizations: OrganizationOption[];
  viewer: { id: string; role: ConsoleRole };
  /** Who watches which agents of the current organization; without a current organization, no such column. */
  watching?: Watching;
};

export function UsersTable({ users, organizations, viewer, watching }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead>Organizations</TableHead>
          {watching ? <TableHead>Agents in {watching.organization.name}</TableHead> : null}
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const name = user.name || user.email;
          return (
            <TableRow key={user.id}>
              <TableCell className="font-medium">{name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell>
                <UserStatusBadge status={user.status} />
              </TableCell>
              <TableCell>
                {user.lastLoginAt ? (
                  <time dateTime={machineTimestamp(user.lastLoginAt)}>{formatTimestamp(user.lastLoginAt)}</time>
                ) : (
                  <span className="text-muted-foreground">Never</span>
                )}
              </TableCell>
              <TableCell className="whitespace-normal">{userOrganizationsLabel(user, organizations)}</TableCell>
              {watching ? (
                <TableCell className="whitespace-normal">
                  <OperatorAgentsCell user={{ id: user.id, name, role: user.role }} watching={watching} />
                </TableCell>
              ) : null}
              <TableCell>
                <UserActions
                  user={{ id: user.id, name, role: user.role, mayViewCustomerDetails: user.mayViewCustomerDetails }}
                  actions={userRowActions(user, viewer, users)}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
