import { Skeleton } from "@/components/ui/skeleton";

/** The loading state of a pack's page, in its shape. */
export function PackDetailSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the pack
      </span>
      <Skeleton className="h-4 w-32" />
      <div className="space-y-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton className="h-56" />
      <Skeleton className="h-32" />
      <Skeleton className="h-64" />
    </div>
  );
}
