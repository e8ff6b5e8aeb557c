import { Skeleton } from "@/components/ui/skeleton";

export default function CustomerChatLoading() {
  return (
    <main className="flex w-full flex-1 flex-col items-center gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the chat
      </span>
      <Skeleton className="h-12 w-full max-w-md" />
      <Skeleton className="h-[min(720px,calc(100dvh-9rem))] min-h-[420px] w-full max-w-md rounded-xl" />
    </main>
  );
}
