"use client";

import { CircleCheck, TriangleAlert } from "lucide-react";
import { useRef, useState, type ComponentProps } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { BulkFailuresAlert } from "@/components/ui/bulk-failures-alert";
import { Button } from "@/components/ui/button";
import { useAgentsQuery } from "@/lib/queries/agents/use-agents-query";
import { useOrganizationOperatorsQuery } from "@/lib/queries/operator-agents/use-organization-operators-query";

import { AssignAgentsAction, failuresTitle, type AssignAgentsResult } from "./assign-agents-action";
import { UsersTable } from "./users-table";

type Props = Omit<ComponentProps<typeof UsersTable>, "watching" | "bulkActions"> & { organization: { id: string; name: string } };

/**
 * The users table with the agents each operator watches in the current organization, a retry when those cannot
 * be read, and agents given to or taken from several selected operators at once, with what that did said above.
 */
export function UsersWithAgentsTable({ organization, ...table }: Props) {
  const operators = useOrganizationOperatorsQuery(organization.id);
  const agents = useAgentsQuery(organization.id);
  const failed = [operators, agents].filter((query) => query.isError);
  const [result, setResult] = useState<AssignAgentsResult>();
  const resultRef = useRef<HTMLDivElement>(null);
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
      <div className={result ? "space-y-4" : "sr-only"}>
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          aria-label="What the last change of agents did"
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {result?.message ? (
            <Alert role={undefined}>
              <CircleCheck aria-hidden="true" />
              <AlertTitle className="line-clamp-none">{result.message}</AlertTitle>
            </Alert>
          ) : null}
        </div>
        {result && result.failures.length > 0 ? (
          <BulkFailuresAlert title={failuresTitle(result.failures.length)} failures={result.failures}>
            <p>They are still selected: choose “Assign agents…” to try again.</p>
          </BulkFailuresAlert>
        ) : null}
      </div>
      <UsersTable
        {...table}
        watching={{ organization, operators, agents }}
        bulkActions={(users, clearSelection) => (
          <AssignAgentsAction
            organization={organization}
            users={users}
            operators={operators.data}
            onResult={setResult}
            onDone={() => {
              clearSelection();
              resultRef.current?.focus();
            }}
          />
        )}
      />
    </div>
  );
}
