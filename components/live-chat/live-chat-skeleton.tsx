import { Skeleton } from "@/components/ui/skeleton";

/** The live-chat tab while its configuration loads: the form beside the preview. */
export function LiveChatSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the live chat…
      </span>
      <Skeleton className="h-16" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)]">
        <div className="grid gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
        <Skeleton className="h-[560px]" />
      </div>
    </div>
  );
}
