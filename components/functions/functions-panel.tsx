"use client";

import { Code2 } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useFunctionsQuery } from "@/lib/queries/functions/use-functions-query";

import { CreateFunctionDialog } from "./function-dialog";
import { FunctionsTable } from "./functions-table";

/** The organization's function library in its loading, error, empty and listed states. */
export function FunctionsPanel({ organizationId }: { organizationId: string }) {
  const functions = useFunctionsQuery(organizationId);
  if (functions.isPending) return <TableSkeleton label="Loading functions" />;
  if (functions.isError) {
    return <QueryErrorState title="The functions could not be loaded" error={functions.error} onRetry={() => functions.refetch()} />;
  }
  if (functions.data.length === 0) {
    return (
      <EmptyState
        icon={Code2}
        title="No functions yet — add one your agents can call"
        description="Give it a name, the HTTPS endpoint it calls and a JSON Schema of its arguments."
        action={<CreateFunctionDialog organizationId={organizationId} triggerLabel="Add a function" />}
      />
    );
  }
  return <FunctionsTable organizationId={organizationId} functions={functions.data} />;
}
