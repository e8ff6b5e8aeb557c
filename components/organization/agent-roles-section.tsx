"use client";

import { Shapes } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useAgentRolesQuery } from "@/lib/queries/agents/use-agent-roles-query";

/** The roles the organization's agents can be created with, as the API reports them. */
export function AgentRolesSection({ organizationId }: { organizationId: string }) {
  const roles = useAgentRolesQuery(organizationId);
  return (
    <section aria-labelledby="agent-roles-heading" className="space-y-4">
      <h2 id="agent-roles-heading" className="text-lg font-semibold">
        Agent roles
      </h2>
      {roles.isPending ? (
        <TableSkeleton label="Loading agent roles" rows={3} />
      ) : roles.isError ? (
        <QueryErrorState title="The agent roles could not be loaded" error={roles.error} onRetry={() => roles.refetch()} />
      ) : roles.data.length === 0 ? (
        <EmptyState icon={Shapes} title="No agent roles" description="The AI Agent API offers no roles to this organization's agents yet." />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Role</TableHead>
              <TableHead>Description</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {roles.data.map((role) => (
              <TableRow key={role.id}>
                <TableCell className="font-medium">{role.name}</TableCell>
                <TableCell className="whitespace-normal text-muted-foreground">{role.description || "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
