import { Skeleton } from "@/components/ui/skeleton";

/** The list's shape while the conversations load. */
export function ConversationListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-3 p-1">
      <span className="sr-only">Loading conversations</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="grid gap-2 rounded-md px-3 py-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}
