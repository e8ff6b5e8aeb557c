"use client";

import { AlertTriangle, RotateCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** The error state of a console page: says what happened and offers to try again, keeping the shell usable. */
export function SegmentError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <EmptyState
      icon={AlertTriangle}
      title="This page could not be loaded"
      description={
        error.digest
          ? `The server ran into a problem (reference ${error.digest}). Try again; if it keeps happening, give the reference to your administrator.`
          : "Something went wrong while showing this page. Try again."
      }
      action={
        <Button onClick={reset}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
