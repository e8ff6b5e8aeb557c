import { Skeleton } from "@/components/ui/skeleton";

/** The open conversation's shape while it loads. */
export function ThreadSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 rounded-lg border p-4">
      <span className="sr-only">Loading the conversation</span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-72" />
      <div className="grid gap-3 pt-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
        <Skeleton className="h-12 w-3/5" />
      </div>
      <Skeleton className="h-20 w-full" />
    </div>
  );
}
