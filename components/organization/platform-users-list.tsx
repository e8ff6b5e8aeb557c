"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { QueryStates } from "@/components/ui/query-states";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useUpdatePlatformUserMutation } from "@/lib/queries/organization/use-update-platform-user-mutation";
import type { PlatformUserView } from "@/lib/schemas/console/organization";

import { describePlatformUserRefusal } from "./platform-user-refusal";
import { PlatformUsersTable, type PlatformUserChange } from "./platform-users-table";

type Props<User extends PlatformUserView> = {
  organizationId: string;
  users: UseQueryResult<User[]>;
  /** How many rows the loading skeleton shows. */
  loadingRows?: number;
  /** Shown when there is nobody to list. */
  empty: ReactNode;
} & Pick<ComponentProps<typeof PlatformUsersTable<User>>, "detail" | "consequences">;

/** Platform users in their loading, error, empty and listed states, with role and status changes and a refused change said plainly above them. */
export function PlatformUsersList<User extends PlatformUserView>({ organizationId, users, loadingRows, empty, detail, consequences }: Props<User>) {
  const [refusal, setRefusal] = useState<string>();
  const update = useUpdatePlatformUserMutation(organizationId);

  const handleChange: PlatformUserChange = (user, change) => {
    setRefusal(undefined);
    update.mutate({ user, change }, { onError: (error) => setRefusal(describePlatformUserRefusal(user.name, error)) });
  };

  return (
    <>
      {refusal ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Change refused</AlertTitle>
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      ) : null}
      <QueryStates
        query={users}
        loading={<TableSkeleton label="Loading platform users" rows={loadingRows} />}
        errorTitle="The platform users could not be loaded"
        empty={empty}
      >
        {(loaded) => (
          <PlatformUsersTable
            users={loaded}
            detail={detail}
            consequences={consequences}
            savingUserId={update.isPending ? update.variables.user.id : undefined}
            onChange={handleChange}
          />
        )}
      </QueryStates>
    </>
  );
}
