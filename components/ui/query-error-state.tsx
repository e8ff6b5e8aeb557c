"use client";

import { AlertTriangle, RotateCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** A list that could not be loaded: what failed, why, and a way to try again. */
export function QueryErrorState({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <EmptyState
      icon={AlertTriangle}
      title={title}
      description={error.message}
      role="alert"
      action={
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
