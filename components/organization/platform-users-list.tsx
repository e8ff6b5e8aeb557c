"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { DataTableColumn } from "@/components/ui/data-table/features";
import type { PlatformRole } from "@/lib/console/users/platform-roles";
import { useUpdatePlatformUserMutation } from "@/lib/queries/organization/use-update-platform-user-mutation";
import type { PlatformUserView } from "@/lib/schemas/console/organization";

import { ChangePlatformRolesAction } from "./change-platform-roles-action";
import { platformUserName } from "./platform-user-labels";
import { describePlatformUserRefusal, describeRoleChangeRefusals } from "./platform-user-refusal";
import { PlatformUsersTable, type PlatformUserChange } from "./platform-users-table";

type Props<User extends PlatformUserView> = {
  /** The table's id, unique on its page. */
  id: string;
  organizationId: string;
  users: UseQueryResult<User[]>;
  /** The column between email and role, made at module scope. */
  detail: DataTableColumn<User>;
  /** What disabling and enabling a user do, said before either is confirmed. */
  consequences: { disable: string; enable: string };
  /** Shown when there is nobody to list. */
  empty: ReactNode;
};

type Refusal = { title: string; summary?: string; reasons: string[] };

/** Platform users in their loading, error, empty and listed states, with role and status changes (one by one or several at once) and refusals said plainly above them. */
export function PlatformUsersList<User extends PlatformUserView>({ id, organizationId, users, detail, consequences, empty }: Props<User>) {
  const [refusal, setRefusal] = useState<Refusal>();
  const [isChangingRoles, setIsChangingRoles] = useState(false);
  const update = useUpdatePlatformUserMutation(organizationId);
  const { mutate, mutateAsync } = update;

  const handleChange: PlatformUserChange = useCallback(
    (user, change) => {
      setRefusal(undefined);
      mutate({ user, change }, { onError: (error) => setRefusal({ title: "Change refused", reasons: [describePlatformUserRefusal(user.name, error)] }) });
    },
    [mutate],
  );

  /** The role given to each selected user in turn, through the same request as a row's own; a refusal does not stop the rest. */
  const changeRoles = async (selected: User[], role: PlatformRole, clearSelection: () => void) => {
    setRefusal(undefined);
    setIsChangingRoles(true);
    const reasons: string[] = [];
    for (const user of selected) {
      const name = platformUserName(user);
      await mutateAsync({ user: { id: user.id, name }, change: { role } }).catch((error: unknown) => reasons.push(describePlatformUserRefusal(name, error)));
    }
    setIsChangingRoles(false);
    clearSelection();
    if (reasons.length > 0) setRefusal({ ...describeRoleChangeRefusals(role, selected.length, reasons.length), reasons });
  };

  return (
    <>
      {refusal ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{refusal.title}</AlertTitle>
          <AlertDescription>
            {refusal.summary ? (
              <>
                <p>{refusal.summary}</p>
                <ul className="list-disc pl-5">
                  {refusal.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </>
            ) : (
              refusal.reasons[0]
            )}
          </AlertDescription>
        </Alert>
      ) : null}
      <PlatformUsersTable
        id={id}
        users={users.data}
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        detail={detail}
        consequences={consequences}
        empty={empty}
        savingUserId={update.isPending ? update.variables.user.id : undefined}
        onChange={handleChange}
        bulkActions={(selected, clearSelection) => (
          <ChangePlatformRolesAction
            users={selected.map((user) => ({ id: user.id, name: platformUserName(user) }))}
            isPending={isChangingRoles}
            onConfirm={(role) => void changeRoles(selected, role, clearSelection)}
          />
        )}
      />
    </>
  );
}
