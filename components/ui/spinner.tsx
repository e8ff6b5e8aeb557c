import { LoaderCircleIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "@/lib/utils/cn";

type SpinnerProps = React.ComponentProps<"span"> & {
  /** Announced to screen readers. */
  label?: string;
};

function Spinner({ label = "Loading", className, ...props }: SpinnerProps) {
  return (
    <span data-slot="spinner" role="status" className={cn("inline-flex items-center", className)} {...props}>
      <LoaderCircleIcon className="size-4 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
export type { SpinnerProps };
