import { Skeleton } from "@/components/ui/skeleton";

/** The loading state of a table: its rows' shape, announced once to screen readers. */
export function TableSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton className="h-10" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14" />
      ))}
    </div>
  );
}
