"use client";

import { TriangleAlert } from "lucide-react";
import type { ComponentProps } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAgentsQuery } from "@/lib/queries/agents/use-agents-query";
import { useOrganizationOperatorsQuery } from "@/lib/queries/operator-agents/use-organization-operators-query";

import { UsersTable } from "./users-table";

type Props = Omit<ComponentProps<typeof UsersTable>, "watching"> & { organization: { id: string; name: string } };

/** The users table with the agents each operator watches in the current organization, and a retry when those cannot be read. */
export function UsersWithAgentsTable({ organization, ...table }: Props) {
  const operators = useOrganizationOperatorsQuery(organization.id);
  const agents = useAgentsQuery(organization.id);
  const failed = [operators, agents].filter((query) => query.isError);
  return (
    <div className="space-y-4">
      {failed.length > 0 ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>The agents operators watch in {organization.name} could not be loaded</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" onClick={() => failed.forEach((query) => query.refetch())}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <UsersTable {...table} watching={{ organization, operators, agents }} />
    </div>
  );
}
