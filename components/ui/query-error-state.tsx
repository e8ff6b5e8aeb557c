"use client";

import { AlertTriangle, RotateCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { requestIdOf } from "@/lib/queries/console-fetch";

/** A list that could not be loaded: what failed, why, the request ID support finds it by, and a way to try again. */
export function QueryErrorState({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const requestId = requestIdOf(error);
  return (
    <EmptyState
      icon={AlertTriangle}
      title={title}
      description={
        <>
          {error.message}
          {requestId && (
            <span className="mt-1 block break-all">
              Request ID: <code className="font-mono text-xs">{requestId}</code>
            </span>
          )}
        </>
      }
      role="alert"
      action={
        <>
          <Button variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
          {requestId && <CopyButton text={requestId} label="Copy request ID" what="The request ID" />}
        </>
      }
    />
  );
}
