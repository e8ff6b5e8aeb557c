"use client";

import { Code2 } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { useFunctionsQuery } from "@/lib/queries/functions/use-functions-query";

import { CreateFunctionDialog } from "./function-dialog";
import { FunctionsTable } from "./functions-table";

/** The organization's function library in its loading, error, empty and listed states. */
export function FunctionsPanel({ organizationId }: { organizationId: string }) {
  const functions = useFunctionsQuery(organizationId);
  return (
    <FunctionsTable
      organizationId={organizationId}
      functions={functions.data}
      isPending={functions.isPending}
      error={functions.error}
      onRetry={() => void functions.refetch()}
      errorTitle="The functions could not be loaded"
      empty={
        <EmptyState
          icon={Code2}
          title="No functions yet — add one your agents can call"
          description="Give it a name, the HTTPS endpoint it calls and a JSON Schema of its arguments."
          action={<CreateFunctionDialog organizationId={organizationId} triggerLabel="Add a function" />}
        />
      }
    />
  );
}
