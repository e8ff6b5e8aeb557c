"use client";

import { AlertTriangle, UserCog } from "lucide-react";
import { useState } from "react";

import { describePlatformUserRefusal } from "@/components/organization/platform-user-refusal";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useAgentPlatformUsersQuery } from "@/lib/queries/agent-users/use-agent-platform-users-query";
import { useUpdatePlatformUserMutation } from "@/lib/queries/organization/use-update-platform-user-mutation";
import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";

import { AgentPlatformUsersTable } from "./agent-platform-users-table";

type Props = { organizationId: string; agentId: string };

/** The platform users who work on the agent, with role and status changes (the organization's, made here too). */
export function AgentPlatformUsersSection({ organizationId, agentId }: Props) {
  const [refusal, setRefusal] = useState<string>();
  const users = useAgentPlatformUsersQuery(organizationId, agentId);
  const update = useUpdatePlatformUserMutation(organizationId);

  function handleChange(user: { id: string; name: string }, change: UpdatePlatformUserBody) {
    setRefusal(undefined);
    update.mutate({ user, change }, { onError: (error) => setRefusal(describePlatformUserRefusal(user.name, error)) });
  }

  return (
    <section aria-labelledby="agent-platform-users-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="agent-platform-users-title" className="text-lg font-semibold">
          Platform users with access
        </h2>
        <p className="text-sm text-muted-foreground">
          People of the organization who work on this agent on the platform. Owners and admins work on every agent; other roles only on the agents
          given to them, so a new role can take someone off this list. Role and status apply to the whole organization.
        </p>
      </div>
      {refusal ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Change refused</AlertTitle>
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      ) : null}
      {users.isPending ? (
        <TableSkeleton label="Loading platform users" rows={3} />
      ) : users.isError ? (
        <QueryErrorState title="The platform users could not be loaded" error={users.error} onRetry={() => users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState
          icon={UserCog}
          title="Nobody works on this agent on the platform yet"
          description="The organization's owners and admins appear here, and users given this agent on the platform."
        />
      ) : (
        <AgentPlatformUsersTable users={users.data} savingUserId={update.isPending ? update.variables.user.id : undefined} onChange={handleChange} />
      )}
    </section>
  );
}
