"use client";

import { platformUserName, platformUserStatusLabels, statusAction } from "@/components/organization/platform-user-labels";
import { PlatformUserRoleSelect } from "@/components/organization/platform-user-role-select";
import { Badge } from "@/components/ui/badge";
import { StatusToggleButton } from "@/components/ui/status-toggle-button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";
import type { AgentPlatformUserView } from "@/lib/schemas/console/agent-users";

import { platformAccessLabels } from "./platform-access-labels";

/** What disabling and enabling a platform user do: it is their whole organization account, not only this agent. */
const consequences = {
  disable: "They can no longer work in the organization on the platform, on this agent or any other, until someone enables them again.",
  enable: "They can work in the organization again, with the role shown in the table.",
};

type Props = {
  users: AgentPlatformUserView[];
  savingUserId: string | undefined;
  onChange: (user: { id: string; name: string }, change: UpdatePlatformUserBody) => void;
};

/** The platform users who work on the agent, why, and their role and status to change. */
export function AgentPlatformUsersTable({ users, savingUserId, onChange }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Works on</TableHead>
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
              <TableCell>{user.access ? platformAccessLabels[user.access] : <span className="text-muted-foreground">Unknown</span>}</TableCell>
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
